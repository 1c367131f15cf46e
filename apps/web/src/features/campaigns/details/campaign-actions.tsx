import CancelOutlined from '@mui/icons-material/CancelOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import ShortcutOutlined from '@mui/icons-material/ShortcutOutlined';
import Button from '@mui/material/Button';
import type { Campaign } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { type CampaignAction, useCampaignAction, useFollowUpCampaign } from '../api';
import { campaignActions } from '../campaign-status';
import { RescheduleDialog } from './reschedule-dialog';
import { RetargetDialog } from './retarget-dialog';

type Dialog = 'cancel' | 'reschedule' | 'retry' | 'retarget';

const done = { pause: 'paused', resume: 'resumed', cancel: 'canceled' } as const satisfies Record<
  CampaignAction,
  string
>;

/**
 * What a manager can do to the campaign in its status: pause, resume, cancel (asked first),
 * reschedule; once it has finished, send again to its retryable failures or retarget part of it.
 */
export function CampaignActions({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation(['campaigns', 'components']);
  const toast = useToast();
  const navigate = useNavigate();
  const action = useCampaignAction();
  const followUp = useFollowUpCampaign();
  const [dialog, setDialog] = useState<Dialog>();
  const { status } = campaign;

  const run = (name: CampaignAction) =>
    action.mutate(
      { campaignId: campaign.campaignId, action: name },
      {
        onSuccess: () => {
          toast.success(t(`messages.${done[name]}`));
          setDialog(undefined);
        },
        onError: (error) => toast.error(errorText(t, error, 'campaigns:messages.actionFailed')),
      },
    );
  const retry = () =>
    followUp.mutate(
      {
        campaignId: campaign.campaignId,
        body: {
          campaignName: t('retry.defaultName', { name: campaign.campaignName }),
          audience: 'retryableFailures',
        },
      },
      {
        onSuccess: (created) => {
          toast.success(t('messages.followUpCreated', { count: created.campaignMessageCount }));
          setDialog(undefined);
          navigate(paths.dashboard.broadcast.details(campaign.channelId, created.campaignId));
        },
        onError: (error) => toast.error(errorText(t, error, 'campaigns:messages.createFailed')),
      },
    );
  const pending = (name: CampaignAction) => action.isPending && action.variables?.action === name;

  return (
    <>
      {campaignActions.pause(status) && (
        <Button
          variant="outlined"
          color="warning"
          startIcon={<PauseCircleOutlined />}
          loading={pending('pause')}
          loadingPosition="start"
          onClick={() => run('pause')}
          data-testid="pause-campaign"
        >
          {t('actions.pause')}
        </Button>
      )}
      {campaignActions.resume(status) && (
        <Button
          variant="contained"
          startIcon={<PlayCircleOutlined />}
          loading={pending('resume')}
          loadingPosition="start"
          onClick={() => run('resume')}
          data-testid="resume-campaign"
        >
          {t('actions.resume')}
        </Button>
      )}
      {campaignActions.reschedule(status) && (
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<EventOutlined />}
          onClick={() => setDialog('reschedule')}
          data-testid="reschedule-campaign"
        >
          {t('actions.reschedule')}
        </Button>
      )}
      {campaignActions.cancel(status) && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<CancelOutlined />}
          onClick={() => setDialog('cancel')}
          data-testid="cancel-campaign"
        >
          {t('actions.cancel')}
        </Button>
      )}
      {campaignActions.followUp(status) && campaign.counts.failed > 0 && (
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<ReplayOutlined />}
          onClick={() => setDialog('retry')}
          data-testid="retry-campaign"
        >
          {t('actions.retry')}
        </Button>
      )}
      {campaignActions.followUp(status) && (
        <Button
          variant="contained"
          startIcon={<ShortcutOutlined />}
          onClick={() => setDialog('retarget')}
          data-testid="retarget-campaign"
        >
          {t('actions.retarget')}
        </Button>
      )}
      <ConfirmDialog
        open={dialog === 'cancel'}
        title={t('cancel.title')}
        content={t('cancel.content', { name: campaign.campaignName, count: campaign.counts.queued })}
        confirmLabel={t('cancel.confirm')}
        pending={pending('cancel')}
        onConfirm={() => run('cancel')}
        onClose={() => setDialog(undefined)}
      />
      <ConfirmDialog
        open={dialog === 'retry'}
        title={t('retry.title')}
        content={t('retry.content')}
        confirmLabel={t('retry.confirm')}
        pending={followUp.isPending}
        onConfirm={retry}
        onClose={() => setDialog(undefined)}
      />
      {dialog === 'reschedule' && (
        <RescheduleDialog campaign={campaign} open onClose={() => setDialog(undefined)} />
      )}
      {dialog === 'retarget' && (
        <RetargetDialog campaign={campaign} open onClose={() => setDialog(undefined)} />
      )}
    </>
  );
}
