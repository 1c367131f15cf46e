import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudSyncOutlined from '@mui/icons-material/CloudSyncOutlined';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import type { SaveState } from '../use-autosave';

/** Whether the flow on the canvas is the one stored: saved, being saved, or refused and why. */
export function SaveStateLabel({ save }: { save: SaveState }) {
  const { t } = useTranslation('chatbots');
  const label = (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', color: save.state === 'failed' ? 'error.main' : 'text.secondary' }}
      role="status"
      data-testid="save-state"
      data-state={save.state}
    >
      {save.state === 'saved' && <CloudDoneOutlined fontSize="small" />}
      {save.state === 'saving' && <CloudSyncOutlined fontSize="small" />}
      {save.state === 'failed' && <CloudOffOutlined fontSize="small" />}
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {t(`builder.save.${save.state}`)}
      </Typography>
    </Stack>
  );
  return save.state === 'failed' ? (
    <Tooltip title={errorText(t, save.error, 'common:errors.generic')}>{label}</Tooltip>
  ) : (
    label
  );
}
