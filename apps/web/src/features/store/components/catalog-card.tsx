import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChannelCatalog } from '@parley/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconTile } from '../../../components/icon-tile/icon-tile';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useDateFormat } from '../../../lib/use-date-format';
import { useCan } from '../../auth/use-can';
import { useSyncCatalog } from '../api';

export interface CatalogCardProps {
  channelId: string;
  /** Undefined while it loads. */
  catalog: ChannelCatalog | undefined;
}

/** The channel's catalog: its name and id, how many products it has and when they were last read. */
export function CatalogCard({ channelId, catalog }: CatalogCardProps) {
  const { t, i18n } = useTranslation('store');
  const toast = useToast();
  const format = useDateFormat();
  const canManage = useCan('manageCatalog');
  const sync = useSyncCatalog();

  const onSync = () =>
    sync.mutate(channelId, {
      onSuccess: () => toast.success(t('messages.synced')),
      onError: (error) => toast.error(errorText(t, error, 'store:messages.syncFailed')),
    });

  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }} data-testid="catalog-card">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2.5} sx={{ alignItems: { md: 'center' } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0, flex: 1 }}>
          <IconTile>
            <StorefrontOutlined />
          </IconTile>
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" sx={{ overflowWrap: 'anywhere' }} data-testid="catalog-name">
              {catalog ? <bdi>{catalog.catalogName ?? t('catalog.unnamed')}</bdi> : <Skeleton width={160} />}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {catalog ? (
                <>
                  {t('catalog.id')} <LtrText>{catalog.catalogId}</LtrText>
                </>
              ) : (
                <Skeleton width={200} />
              )}
            </Typography>
          </Stack>
        </Stack>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Fact label={t('catalog.products')} testId="catalog-product-count">
            {catalog && new Intl.NumberFormat(i18n.language).format(catalog.productCount)}
          </Fact>
          <Fact label={t('catalog.syncedAt')} testId="catalog-synced-at">
            {catalog && (catalog.syncedAt ? format.dateTime(catalog.syncedAt) : t('catalog.neverSynced'))}
          </Fact>
          {canManage && (
            <Button
              variant="outlined"
              startIcon={<SyncOutlined />}
              onClick={onSync}
              loading={sync.isPending}
              disabled={!catalog}
              data-testid="sync-catalog"
            >
              {t('actions.sync')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="subtitle2" data-testid={testId}>
        {children ?? <Skeleton width={80} />}
      </Typography>
    </Stack>
  );
}
