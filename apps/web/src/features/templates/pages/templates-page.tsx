import AddIcon from '@mui/icons-material/Add';
import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import type { Template } from '@parley/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isNotFound } from '../../../components/not-found-state/not-found-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { ListPagination } from '../../../components/table/list-pagination';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useChannel } from '../../channels/api';
import { ChannelLink } from '../../channels/components/channel-link';
import { useRefreshTemplates, useTemplateStatusUpdates, useTemplates } from '../api';
import { DeleteTemplateDialog } from '../list/delete-template-dialog';
import { toTemplatesQuery, useTemplateListState } from '../list/list-state';
import { TemplateFilters } from '../list/template-filters';
import { TemplatePreviewDrawer } from '../list/template-preview-drawer';
import { TemplatesTable } from '../list/templates-table';
import { useTemplateLanguages } from '../template-languages';

/** A channel's message templates: search, filter, preview, refresh from the provider, delete. */
export default function TemplatesPage() {
  const { t } = useTranslation(['template-list', 'channels']);
  const toast = useToast();
  const { channelId = '' } = useParams();
  const channel = useChannel(channelId);
  const [state, setState] = useTemplateListState();
  const list = useTemplates(channelId, toTemplatesQuery(state));
  useTemplateStatusUpdates(channelId);
  const refresh = useRefreshTemplates();
  const [previewed, setPreviewed] = useState<Template>();
  const [deleting, setDeleting] = useState<Template>();

  useEffect(() => {
    // An id of no channel is the channel scope's to say.
    if (list.isError && !isNotFound(list.error)) toast.error(t('messages.fetchFailed'));
  }, [list.isError, list.error, toast, t]);

  const { languages, nameOf: languageName } = useTemplateLanguages();
  const refreshFromProvider = () =>
    refresh.mutate(channelId, {
      onError: (error) => toast.error(errorText(t, error, 'messages.fetchFailed')),
    });

  return (
    <Stack spacing={3}>
      <PageHeader
        back={{ to: paths.dashboard.channels.root, label: t('channels:list.title') }}
        title={t('title')}
        subtitle={<ChannelLink channelId={channelId} displayName={channel.data?.displayName} />}
        actions={
          <>
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<Refresh />}
              loading={refresh.isPending}
              loadingPosition="start"
              onClick={refreshFromProvider}
              data-testid="refresh-templates"
            >
              {t('actions.refresh')}
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to={paths.dashboard.channels.createTemplate(channelId)}
              data-testid="create-template"
            >
              {t('actions.create')}
            </Button>
          </>
        }
      />
      <Card>
        <TemplateFilters state={state} onChange={setState} languages={languages} />
        <TemplatesTable
          templates={list.data?.data ?? (list.isError ? [] : undefined)}
          stale={list.isPlaceholderData}
          languageName={languageName}
          onOpen={setPreviewed}
          onDelete={setDeleting}
        />
        <ListPagination totalRecords={list.data?.totalRecords ?? 0} state={state} onChange={setState} />
      </Card>
      <TemplatePreviewDrawer
        template={previewed}
        languageName={languageName}
        onClose={() => setPreviewed(undefined)}
      />
      <DeleteTemplateDialog
        template={deleting}
        onClose={() => setDeleting(undefined)}
        onDeleted={(template) => {
          if (previewed?.id === template.id) setPreviewed(undefined);
        }}
      />
    </Stack>
  );
}
