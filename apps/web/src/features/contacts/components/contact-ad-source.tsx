import Campaign from '@mui/icons-material/Campaign';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContactAdReferral, ContactDetails } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { useDateFormat } from '../../../lib/use-date-format';
import { webAddress } from '../../../lib/web-address';

export interface ContactAdSourceProps {
  contact: Pick<ContactDetails, 'firstAdReferral' | 'lastAdReferral'>;
}

/**
 * Where the contact came from: the first click-to-WhatsApp ad they wrote from, and the latest one
 * when they came back through another. Nothing for a contact who never came from an ad.
 */
export function ContactAdSource({ contact }: ContactAdSourceProps) {
  const { t } = useTranslation('contacts');
  const { firstAdReferral: first, lastAdReferral: last } = contact;
  if (!first) return null;
  const ads: { key: 'first' | 'last'; referral: ContactAdReferral }[] = [
    { key: 'first', referral: first },
    ...(last && last.at !== first.at ? [{ key: 'last' as const, referral: last }] : []),
  ];
  return (
    <Stack spacing={1.5} data-testid="contact-ad-source">
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <Campaign fontSize="small" color="info" />
        <Typography variant="subtitle2">{t('source.fromAd')}</Typography>
      </Stack>
      {ads.map(({ key, referral }) => (
        <AdReferralEntry key={key} label={key} referral={referral} />
      ))}
    </Stack>
  );
}

function AdReferralEntry({ label, referral }: { label: 'first' | 'last'; referral: ContactAdReferral }) {
  const { t } = useTranslation('contacts');
  const format = useDateFormat();
  const address = webAddress(referral.sourceUrl);
  return (
    <Box>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
        {t(`source.${label}`, { date: format.dateTime(referral.at) })}
      </Typography>
      <Typography variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
        {referral.headline ?? (
          <>
            {t('source.adId')} <LtrText>{referral.sourceId ?? '—'}</LtrText>
          </>
        )}
      </Typography>
      {address && (
        <Link href={address} target="_blank" rel="noopener noreferrer" variant="body2">
          {t(referral.sourceType === 'post' ? 'source.openPost' : 'source.openAd')}
        </Link>
      )}
    </Box>
  );
}
