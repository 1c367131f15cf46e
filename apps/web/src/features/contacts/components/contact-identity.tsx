import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Contact } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../phone';

/** A contact by its name, or by its number when it has none. */
export const contactLabel = (contact: Pick<Contact, 'name' | 'phone'>) =>
  contact.name ?? formatPhone(contact.phone);

export function ContactAvatar({ contact, size = 36 }: { contact: Pick<Contact, 'name'>; size?: number }) {
  const initials = (contact.name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase())
    .join('');
  return (
    <Avatar
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 600,
        bgcolor: 'primary.lighter',
        color: 'primary.darker',
      }}
    >
      {initials || undefined}
    </Avatar>
  );
}

export function StatusChips({ contact }: { contact: Pick<Contact, 'blocked' | 'optedOut'> }) {
  const { t } = useTranslation('contacts');
  return (
    <Stack direction="row" spacing={0.5}>
      {contact.blocked && <Chip label={t('status.blocked')} size="small" color="error" />}
      {contact.optedOut && (
        <Chip label={t('status.optedOut')} size="small" color="warning" data-testid="opted-out-badge" />
      )}
    </Stack>
  );
}
