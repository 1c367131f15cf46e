import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { AutoAssignSettings } from '@parley/contract';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { useUser } from '../../auth/session';
import { useCan } from '../../auth/use-can';
import { AvailabilityDot } from '../panel/availability-dot';
import { useAgents, useAutoAssignSettings, useSetAvailability, useUpdateAutoAssign } from '../panel-api';

/** `/dashboard/auto-assign`: the account's auto-assign switches, the agents, and the user's own availability. */
export default function AutoAssignPage() {
  const { t } = useTranslation('auto-assign');
  const toast = useToast();
  const user = useUser();
  const settings = useAutoAssignSettings();
  const update = useUpdateAutoAssign();
  const canChange = useCan('manageAutoAssign');

  useEffect(() => {
    if (settings.isError) toast.error(t('messages.fetchFailed'));
  }, [settings.isError, toast, t]);

  const change = (patch: Partial<AutoAssignSettings>) => {
    if (!settings.data) return;
    update.mutate(
      { ...settings.data, ...patch },
      {
        onSuccess: () => toast.success(t('messages.updated')),
        onError: () => toast.error(t('messages.updateFailed')),
      },
    );
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <div>
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('roundRobin')}
        </Typography>
      </div>
      <Card>
        <CardHeader title={t('settings.title')} />
        <CardContent sx={{ pt: 1 }}>
          <Stack spacing={2.5}>
            {!canChange && <Alert severity="info">{t('settings.managersOnly')}</Alert>}
            {settings.data ? (
              <>
                <SettingSwitch
                  label={t('settings.assign')}
                  description={t('settings.assignHint')}
                  checked={settings.data.agentAssignEnabled}
                  disabled={!canChange || update.isPending}
                  onChange={(agentAssignEnabled) => change({ agentAssignEnabled })}
                  testId="agent-assign-switch"
                />
                <SettingSwitch
                  label={t('settings.notify')}
                  description={t('settings.notifyHint')}
                  checked={settings.data.agentAssignNotificationEnabled}
                  disabled={!canChange || update.isPending}
                  onChange={(agentAssignNotificationEnabled) => change({ agentAssignNotificationEnabled })}
                  testId="agent-notify-switch"
                />
              </>
            ) : (
              <Skeleton variant="rounded" height={112} />
            )}
          </Stack>
        </CardContent>
      </Card>
      <AgentsCard userId={user.userId} />
    </Stack>
  );
}

interface SettingSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}

function SettingSwitch({ label, description, checked, disabled, onChange, testId }: SettingSwitchProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
      <div>
        <Typography variant="subtitle2" component="label" htmlFor={testId}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {description}
        </Typography>
      </div>
      <Switch
        id={testId}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
    </Stack>
  );
}

/** Who takes conversations: every agent with their availability; an agent switches their own. */
function AgentsCard({ userId }: { userId: string }) {
  const { t } = useTranslation('auto-assign');
  const toast = useToast();
  const agents = useAgents();
  const setAvailability = useSetAvailability();
  // Managers and account admins can be assigned by hand, but auto-assign deals only to agents.
  const roundRobin = agents.data?.data.filter((agent) => agent.roleName === 'agent');
  const me = roundRobin?.find((agent) => agent.userId === userId);

  const changeAvailability = (isAvailable: boolean) =>
    setAvailability.mutate(isAvailable, {
      onSuccess: () => toast.success(t('messages.updated')),
      onError: () => toast.error(t('messages.updateFailed')),
    });

  return (
    <Card>
      <CardHeader title={t('agents.title')} subheader={t('agents.subtitle')} />
      {me && (
        <>
          <CardContent sx={{ pt: 1 }}>
            <SettingSwitch
              label={t('agents.meAvailable')}
              description={t('agents.meAvailableHint')}
              checked={me.isAvailable}
              disabled={setAvailability.isPending}
              onChange={changeAvailability}
              testId="my-availability-switch"
            />
          </CardContent>
          <Divider sx={{ borderStyle: 'dashed' }} />
        </>
      )}
      {agents.isPending && <Skeleton variant="rounded" height={120} sx={{ m: 2 }} />}
      {agents.isError && <Muted>{t('agents.loadFailed')}</Muted>}
      {roundRobin?.length === 0 && <Muted>{t('agents.none')}</Muted>}
      <List data-testid="agents">
        {roundRobin?.map((agent) => (
          <ListItem key={agent.userId} data-testid="agent" sx={{ px: 2 }}>
            <ListItemIcon sx={{ minWidth: 28 }}>
              <AvailabilityDot isAvailable={agent.isAvailable} />
            </ListItemIcon>
            <ListItemText
              primary={agent.userId === userId ? t('agents.you', { name: agent.name }) : agent.name}
            />
            <Typography variant="body2" sx={{ color: agent.isAvailable ? 'success.main' : 'text.secondary' }}>
              {t(agent.isAvailable ? 'agents.available' : 'agents.away')}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

function Muted({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ px: 2, pb: 2, color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}
