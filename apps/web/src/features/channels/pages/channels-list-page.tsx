import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { PageHeader } from '../../../components/page-header/page-header';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { useChannels } from '../api';
import { QualityChip, WebhookChip } from '../components/channel-facts';

export default function ChannelsListPage() {
  const { t } = useTranslation('channels');
  const toast = useToast();
  const navigate = useNavigate();
  const channels = useChannels();

  useEffect(() => {
    if (channels.isError) toast.error(t('list.failed'));
  }, [channels.isError, toast, t]);

  const rows = channels.data?.data ?? [];
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('list.title')}
        actions={
          <Button
            component={RouterLink}
            to={paths.dashboard.channels.create}
            variant="contained"
            startIcon={<AddIcon />}
            data-testid="add-channel"
          >
            {t('list.add')}
          </Button>
        }
      />
      <Card>
        <TableContainer>
          <Table>
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.displayName')}</TableCell>
                <TableCell>{t('fields.displayPhoneNumber')}</TableCell>
                <TableCell>{t('fields.provider')}</TableCell>
                <TableCell>{t('fields.quality')}</TableCell>
                <TableCell>{t('fields.webhook')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {channels.isPending &&
                [0, 1, 2].map((row) => (
                  <TableRow key={row}>
                    <TableCell colSpan={5}>
                      <Skeleton />
                    </TableCell>
                  </TableRow>
                ))}
              {rows.map((channel) => (
                <TableRow
                  key={channel.channelId}
                  hover
                  onClick={() => navigate(paths.dashboard.channels.details(channel.channelId))}
                  sx={{ cursor: 'pointer' }}
                  data-testid="channel-row"
                >
                  <TableCell sx={{ fontWeight: 600 }}>{channel.displayName}</TableCell>
                  <TableCell>
                    <LtrText>{channel.displayPhoneNumber}</LtrText>
                  </TableCell>
                  <TableCell>{t(`providers.${channel.provider}`)}</TableCell>
                  <TableCell>
                    <QualityChip rating={channel.qualityRating} />
                  </TableCell>
                  <TableCell>
                    <WebhookChip channel={channel} />
                  </TableCell>
                </TableRow>
              ))}
              {!channels.isPending && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5} sx={{ py: 8, textAlign: 'center' }}>
                    <Typography variant="h6" component="h2">
                      {t('list.emptyTitle')}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                      {t('list.emptyDescription')}
                    </Typography>
                    <Button component={RouterLink} to={paths.dashboard.channels.create} variant="outlined">
                      {t('list.add')}
                    </Button>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    </Stack>
  );
}
