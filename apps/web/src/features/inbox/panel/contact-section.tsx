import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Conversation } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { paths } from '../../../config/paths';
import { useContact } from '../../contacts/api';
import { ContactAdSource } from '../../contacts/components/contact-ad-source';
import { ContactAvatar, contactLabel } from '../../contacts/components/contact-identity';
import { formatPhone } from '../../contacts/phone';
import { Fact } from './fact';
import { PanelSection } from './panel-section';

/** Who the customer is: name, number, email, attributes and groups, with the way to their contact page. */
export function ContactSection({ contact }: { contact: Conversation['contact'] }) {
  const { t } = useTranslation('inbox-panel');
  const details = useContact(contact.contactId);
  const attributes = Object.entries(details.data?.attributes ?? {});

  return (
    <>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', px: 2.5, pt: 3, pb: 2 }}>
        <ContactAvatar contact={contact} size={56} />
        <Box sx={{ minWidth: 0, maxWidth: 1 }}>
          <Typography variant="subtitle1" sx={{ overflowWrap: 'anywhere' }} data-testid="panel-contact-name">
            {contactLabel(contact)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <LtrText>{formatPhone(contact.phone)}</LtrText>
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={paths.dashboard.contacts.details(contact.contactId)}
          size="small"
          variant="outlined"
          color="inherit"
          endIcon={<OpenInNew />}
          data-testid="open-contact"
        >
          {t('contact.open')}
        </Button>
      </Stack>
      <PanelSection title={t('sections.contact')}>
        {details.isPending && <Skeleton variant="rounded" height={72} />}
        {details.isError && (
          <Typography variant="body2" sx={{ color: 'error.main' }}>
            {t('contact.loadFailed')}
          </Typography>
        )}
        {details.data && (
          <Stack component="dl" spacing={1} sx={{ m: 0 }}>
            <Fact label={t('contact.email')}>{details.data.email ?? '—'}</Fact>
            {attributes.map(([key, value]) => (
              <Fact key={key} label={key}>
                {value}
              </Fact>
            ))}
            <Fact label={t('contact.groups')}>
              {details.data.groups.length > 0 ? (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, justifyContent: 'flex-end' }}>
                  {details.data.groups.map((group) => (
                    <Chip
                      key={group.groupId}
                      label={group.groupName}
                      size="small"
                      variant="outlined"
                      component={RouterLink}
                      to={paths.dashboard.contacts.group(group.groupId)}
                      clickable
                    />
                  ))}
                </Stack>
              ) : (
                '—'
              )}
            </Fact>
          </Stack>
        )}
        {details.data && <ContactAdSource contact={details.data} />}
      </PanelSection>
    </>
  );
}
