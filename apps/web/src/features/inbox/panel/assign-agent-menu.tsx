import Check from '@mui/icons-material/Check';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { Agent, Conversation } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { useAgents, useAssignAgent } from '../panel-api';
import { AvailabilityDot } from './availability-dot';

/** The thread header's "assign" button: a menu of the account's agents, and a way to unassign. */
export function AssignAgentMenu({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation(['inbox-panel', 'common']);
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const agents = useAgents();
  const assign = useAssignAgent();
  const assignedId = conversation.assignedAgentId;

  const choose = (agent: Agent | null) => {
    setAnchor(null);
    assign.mutate(
      { conversationId: conversation.conversationId, agent },
      {
        onSuccess: () => toast.success(t(agent ? 'messages.agentAssigned' : 'messages.agentUnassigned')),
        onError: () => toast.error(t('messages.agentAssignFailed')),
      },
    );
  };

  const tooltip = conversation.assignedAgentName
    ? t('actions.assignedTo', { name: conversation.assignedAgentName })
    : t('actions.assign');

  return (
    <>
      <Tooltip title={tooltip}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={tooltip}
          disabled={assign.isPending}
          color={assignedId ? 'primary' : 'default'}
          data-testid="assign-agent"
        >
          <PersonAddAltOutlined />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { minWidth: 240, maxHeight: 420 } } }}
      >
        <ListSubheader sx={{ lineHeight: '36px' }}>{t('actions.assignTo')}</ListSubheader>
        {agents.isPending && <MenuItem disabled>{t('agents.loading')}</MenuItem>}
        {agents.isError && <MenuItem disabled>{t('agents.loadFailed')}</MenuItem>}
        {agents.data?.data.map((agent) => (
          <MenuItem
            key={agent.userId}
            selected={agent.userId === assignedId}
            onClick={() => choose(agent)}
            data-testid="agent-option"
          >
            <ListItemIcon sx={{ minWidth: 28 }}>
              <AvailabilityDot isAvailable={agent.isAvailable} />
            </ListItemIcon>
            <ListItemText
              primary={agent.name}
              secondary={`${t(`common:roles.${agent.roleName}`)} · ${t(agent.isAvailable ? 'agents.available' : 'agents.away')}`}
            />
            {agent.userId === assignedId && (
              <Check fontSize="small" sx={{ marginInlineStart: 1, color: 'primary.main' }} />
            )}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem disabled={!assignedId} onClick={() => choose(null)} data-testid="unassign-agent">
          <ListItemIcon>
            <PersonRemoveOutlined fontSize="small" />
          </ListItemIcon>
          {t('actions.unassign')}
        </MenuItem>
      </Menu>
    </>
  );
}
