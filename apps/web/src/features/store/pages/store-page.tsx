import AddOutlined from '@mui/icons-material/AddOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import type { Product } from '@parley/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { isNotFound, NotFoundState } from '../../../components/not-found-state/not-found-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { ListPagination } from '../../../components/table/list-pagination';
import { ListToolbar } from '../../../components/table/list-toolbar';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useCan } from '../../auth/use-can';
import { useChannel } from '../../channels/api';
import { ChannelLink } from '../../channels/components/channel-link';
import { useCatalog, useDeleteProduct, useProducts } from '../api';
import { CatalogCard } from '../components/catalog-card';
import { CatalogUnavailable } from '../components/catalog-unavailable';
import { ImportProductsDialog } from '../components/import-products-dialog';
import { ProductDialog } from '../components/product-dialog';
import { toProductsQuery, useProductListState } from '../list/list-state';
import { ProductsTable } from '../list/products-table';

const hasCode = (error: unknown, code: string) => error instanceof ApiRequestError && error.code === code;

/**
 * The channel's Store at `/dashboard/channels/{channelId}/store`: the catalog connected to its
 * WhatsApp Business Account and its products, which managers add, change, import and delete.
 */
export default function StorePage() {
  const { t } = useTranslation(['store', 'channels']);
  const toast = useToast();
  const { channelId = '' } = useParams();
  const channel = useChannel(channelId);
  const catalog = useCatalog(channelId);
  const canManage = useCan('manageCatalog');
  const [state, setState] = useProductListState();

  const why =
    catalog.data?.managed === false || hasCode(catalog.error, 'CATALOG_NOT_MANAGED')
      ? 'notManaged'
      : (catalog.data && catalog.data.catalogId === null) || hasCode(catalog.error, 'CATALOG_NOT_CONNECTED')
        ? 'notConnected'
        : undefined;
  const connected = Boolean(catalog.data?.catalogId) && !why;
  const list = useProducts(channelId, toProductsQuery(state), connected);

  const [editing, setEditing] = useState<{ product?: Product }>();
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<Product>();
  const deleteProduct = useDeleteProduct();

  const failure = catalog.isError && !why && !isNotFound(catalog.error) ? catalog.error : list.error;
  useEffect(() => {
    if (failure && !isNotFound(failure)) toast.error(errorText(t, failure, 'store:messages.fetchFailed'));
  }, [failure, toast, t]);

  if (isNotFound(channel.error))
    return (
      <NotFoundState thing="channel" back={{ to: paths.dashboard.root, label: t('common:nav.dashboard') }} />
    );

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        subtitle={<ChannelLink channelId={channelId} displayName={channel.data?.displayName} />}
      />
      {why ? (
        <CatalogUnavailable why={why} />
      ) : (
        <>
          <CatalogCard channelId={channelId} catalog={catalog.data} />
          <Card>
            <ListToolbar
              searchTerm={state.search}
              onSearch={(search) => setState({ search })}
              searchPlaceholder={t('list.search')}
            >
              {canManage && (
                <>
                  <Button
                    variant="outlined"
                    startIcon={<UploadFileOutlined />}
                    onClick={() => setImporting(true)}
                    disabled={!connected}
                    data-testid="import-products"
                  >
                    {t('actions.import')}
                  </Button>
                  <Button
                    variant="contained"
                    startIcon={<AddOutlined />}
                    onClick={() => setEditing({})}
                    disabled={!connected}
                    data-testid="add-product"
                  >
                    {t('actions.addProduct')}
                  </Button>
                </>
              )}
            </ListToolbar>
            <ProductsTable
              products={list.data?.products ?? (list.isError || catalog.isError ? [] : undefined)}
              stale={list.isPlaceholderData}
              onEdit={canManage ? (product) => setEditing({ product }) : undefined}
              onDelete={canManage ? setDeleting : undefined}
            />
            <ListPagination
              totalRecords={list.data?.count ?? 0}
              state={state}
              onChange={setState}
              options={[state.records]}
            />
          </Card>
        </>
      )}
      {canManage && (
        <>
          <ProductDialog
            open={editing !== undefined}
            channelId={channelId}
            product={editing?.product}
            onClose={() => setEditing(undefined)}
          />
          <ImportProductsDialog open={importing} channelId={channelId} onClose={() => setImporting(false)} />
          <DeleteDialog
            item={deleting}
            onClose={() => setDeleting(undefined)}
            remove={(product) => deleteProduct.mutateAsync(product.productId)}
            pending={deleteProduct.isPending}
            title={t('delete.title')}
            content={(product) => t('delete.content', { name: product?.name ?? '' })}
            confirmLabel={t('delete.confirm')}
            deletedText={t('messages.deleted')}
            failedKey="store:messages.deleteFailed"
          />
        </>
      )}
    </Stack>
  );
}
