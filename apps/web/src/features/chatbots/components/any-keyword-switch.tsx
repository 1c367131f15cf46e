import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Whether a chatbot starts on any message no keyword bot takes, rather than on its own keyword. */
export function AnyKeywordSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (any: boolean) => void;
}) {
  const { t } = useTranslation('chatbots');
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', marginInline: 0, gap: 1.5 }}
      control={
        <Switch
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          data-testid="any-keyword-switch"
        />
      }
      label={
        <span>
          <Typography variant="subtitle2" component="span" sx={{ display: 'block', pt: 1 }}>
            {t('fields.anyKeyword')}
          </Typography>
          <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
            {t('create.anyKeywordHint')}
          </Typography>
        </span>
      }
    />
  );
}
