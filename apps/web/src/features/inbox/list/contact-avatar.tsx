import Person from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import type { Conversation } from '@parley/contract';

/** The contact's initials, or a person for a contact known only by number. */
export function ContactAvatar({ contact, size = 40 }: { contact: Conversation['contact']; size?: number }) {
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
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {initials || <Person />}
    </Avatar>
  );
}
