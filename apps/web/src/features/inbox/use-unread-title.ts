import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser tab says how many conversations are unread while the inbox is open: "(3) Inbox · Parley". */
export function useUnreadTitle(unread: number | undefined) {
  const { t } = useTranslation('inbox');
  const title = unread ? t('documentTitleUnread', { unread }) : t('documentTitle');
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
