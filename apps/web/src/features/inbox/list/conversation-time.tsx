import { useTranslation } from 'react-i18next';
import { timestampLabel } from '../timestamp-label';

/** Spec §9's label for when a conversation last had a message. */
export function ConversationTime({ at }: { at: string }) {
  const { t } = useTranslation('inbox');
  const label = timestampLabel(new Date(at), new Date());
  switch (label.kind) {
    case 'today':
      return <>{t('time.today', { time: label.time, meridiem: t(`time.${label.meridiem}`) })}</>;
    case 'yesterday':
      return <>{t('time.yesterday')}</>;
    case 'earlier':
      return <bdi dir="ltr">{label.date}</bdi>;
  }
}
