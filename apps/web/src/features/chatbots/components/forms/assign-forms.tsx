import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FlowNode, flowLimits } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { useAgents, useTags } from '../../../inbox/panel-api';

type AgentConfig = Extract<FlowNode, { nodeType: 'assign_agent' }>['assignAgentConfig'];
type TagConfig = Extract<FlowNode, { nodeType: 'assign_tag' }>['assignTagConfig'];

const automatic = 'automatic';

/** An assign-agent node: one of the account's users, or whoever auto-assign would choose. */
export function AssignAgentForm({
  config,
  onChange,
}: {
  config: AgentConfig;
  onChange: (config: AgentConfig) => void;
}) {
  const { t } = useTranslation('chatbots');
  const agents = useAgents();
  return (
    <TextField
      select
      fullWidth
      label={t('agent.label')}
      helperText={t('agent.hint')}
      value={config.agent ?? automatic}
      onChange={(event) =>
        onChange({ ...config, agent: event.target.value === automatic ? null : event.target.value })
      }
    >
      <MenuItem value={automatic}>{t('agent.automatic')}</MenuItem>
      {agents.data?.data.map((agent) => (
        <MenuItem key={agent.userId} value={agent.userId}>
          {agent.name}
        </MenuItem>
      ))}
      {config.agent !== null && !agents.data?.data.some((agent) => agent.userId === config.agent) && (
        <MenuItem value={config.agent}>{t('agent.unknown')}</MenuItem>
      )}
    </TextField>
  );
}

/** An assign-tag node: the account's tags put on the conversation. */
export function AssignTagForm({
  config,
  onChange,
}: {
  config: TagConfig;
  onChange: (config: TagConfig) => void;
}) {
  const { t } = useTranslation('chatbots');
  const tags = useTags();
  const options = tags.data?.data ?? [];
  return (
    <Autocomplete
      multiple
      options={options}
      loading={tags.isPending}
      value={options.filter((tag) => config.tags.includes(tag.id))}
      onChange={(_, chosen) =>
        onChange({ ...config, tags: chosen.slice(0, flowLimits.tagsPerNode).map((tag) => tag.id) })
      }
      getOptionLabel={(tag) => tag.tagName}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('tags.label')}
          helperText={t('tags.hint', { limit: flowLimits.tagsPerNode })}
        />
      )}
    />
  );
}
