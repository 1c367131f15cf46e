import ChatOutlined from '@mui/icons-material/ChatOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ContactDetails } from '@parley/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { IconTile } from '../../../components/icon-tile/icon-tile';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useDateFormat } from '../../../lib/use-date-format';
import { useChannels } from '../../channels/api';
import { useOptOutContact } from '../api';
import { formatPhone } from '../phone';
import { ContactAdSource } from './contact-ad-source';

/** The contact details page's body: facts, attributes, conversations; groups and marketing beside them. */
export function ContactDetailsCards({ contact }: { contact: ContactDetails }) {
  const { t } = useTranslation('contacts');
  const format = useDateFormat();
  const facts = [
    { label: t('fields.phone'), value: <LtrText>{formatPhone(contact.phone)}</LtrText> },
    { label: t('fields.email'), value: contact.email ?? '—' },
    { label: t('fields.createdAt'), value: format.dateTime(contact.createdAt) },
    { label: t('fields.updatedAt'), value: format.dateTime(contact.updatedAt) },
    ...(contact.blockedAt
      ? [{ label: t('fields.blockedAt'), value: format.dateTime(contact.blockedAt) }]
      : []),
  ];

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={3}>
          <Card>
            <CardHeader title={t('details.information')} />
            <CardContent>
              <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
                {facts.map((fact) => (
                  <Fact key={fact.label} label={fact.label} value={fact.value} />
                ))}
              </Stack>
            </CardContent>
          </Card>
          <AttributesCard attributes={contact.attributes} />
          <ConversationsCard conversations={contact.conversations} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={3}>
          <Card>
            <CardHeader title={t('fields.groups')} />
            <CardContent sx={{ pt: 0 }}>
              {contact.groups.length > 0 ? (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {contact.groups.map((group) => (
                    <Chip
                      key={group.groupId}
                      label={group.groupName}
                      component={RouterLink}
                      to={paths.dashboard.contacts.group(group.groupId)}
                      clickable
                      variant="outlined"
                    />
                  ))}
                </Stack>
              ) : (
                <Muted>{t('details.noGroups')}</Muted>
              )}
            </CardContent>
          </Card>
          {contact.firstAdReferral && (
            <Card>
              <CardHeader title={t('source.title')} />
              <CardContent sx={{ pt: 0 }}>
                <ContactAdSource contact={contact} />
              </CardContent>
            </Card>
          )}
          <MarketingCard contact={contact} />
        </Stack>
      </Grid>
    </Grid>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="subtitle2"
        sx={{ m: 0, textAlign: 'end', overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
    </Stack>
  );
}

function Muted({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}

function AttributesCard({ attributes }: { attributes: ContactDetails['attributes'] }) {
  const { t } = useTranslation('contacts');
  const entries = Object.entries(attributes);
  return (
    <Card>
      <CardHeader title={t('form.attributes')} subheader={t('form.attributesHint')} />
      {entries.length > 0 ? (
        <Table size="small" data-testid="attributes-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.attributeKey')}</TableCell>
              <TableCell>{t('fields.attributeValue')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map(([key, value]) => (
              <TableRow key={key}>
                <TableCell sx={{ fontWeight: 600, width: '35%' }}>{key}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <CardContent sx={{ pt: 0 }}>
          <Muted>{t('details.noAttributes')}</Muted>
        </CardContent>
      )}
    </Card>
  );
}

function ConversationsCard({ conversations }: { conversations: ContactDetails['conversations'] }) {
  const { t } = useTranslation('contacts');
  const format = useDateFormat();
  const channels = useChannels();
  const channelName = (channelId: string) =>
    channels.data?.data.find((channel) => channel.channelId === channelId)?.displayName ?? '';

  return (
    <Card>
      <CardHeader title={t('details.conversations')} />
      {conversations.length > 0 ? (
        <List disablePadding>
          {conversations.map((conversation) => (
            <ListItem key={conversation.conversationId} divider data-testid="conversation">
              <ListItemIcon>
                <IconTile>
                  <ChatOutlined fontSize="small" />
                </IconTile>
              </ListItemIcon>
              <ListItemText
                primary={channelName(conversation.channelId)}
                secondary={t('details.lastMessage', { time: format.dateTime(conversation.lastMessageAt) })}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <CardContent sx={{ pt: 0 }}>
          <Muted>{t('details.noConversations')}</Muted>
        </CardContent>
      )}
    </Card>
  );
}

/** Marketing opt-out: campaigns skip the contact; conversations go on. */
function MarketingCard({ contact }: { contact: ContactDetails }) {
  const { t } = useTranslation('contacts');
  const toast = useToast();
  const format = useDateFormat();
  const optOut = useOptOutContact();
  const toggle = (optedOut: boolean) =>
    optOut.mutate(
      { contactId: contact.contactId, optedOut },
      {
        onSuccess: () => toast.success(t(optedOut ? 'optOut.optedOutDone' : 'optOut.optedInDone')),
        onError: (error) => toast.error(errorText(t, error, 'common:errors.generic')),
      },
    );

  return (
    <Card>
      <CardHeader title={t('details.marketing')} />
      <CardContent sx={{ pt: 0 }}>
        <FormControlLabel
          control={
            <Switch
              checked={contact.optedOut}
              disabled={optOut.isPending}
              onChange={(event) => toggle(event.target.checked)}
              data-testid="opt-out-switch"
            />
          }
          label={t('details.optedOut')}
        />
        <Muted>
          {contact.optedOutAt
            ? t('details.optedOutSince', { date: format.dateTime(contact.optedOutAt) })
            : t('details.optOutHint')}
        </Muted>
      </CardContent>
    </Card>
  );
}
