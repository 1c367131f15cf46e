import Close from '@mui/icons-material/Close';
import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SelectionBarProps {
  count: number;
  onClear: () => void;
  /** The bulk actions. */
  children: ReactNode;
}

/** Over a table while rows are ticked: how many, and what can be done to all of them. */
export function SelectionBar({ count, onClear, children }: SelectionBarProps) {
  const { t } = useTranslation('contacts');
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={(theme) => ({
        px: 2,
        py: 1,
        alignItems: 'center',
        bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'light' ? 0.08 : 0.16),
      })}
      data-testid="selection-bar"
    >
      <IconButton size="small" onClick={onClear} aria-label={t('table.clearSelection')}>
        <Close fontSize="small" />
      </IconButton>
      <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
        {t('table.selected', { count })}
      </Typography>
      {children}
    </Stack>
  );
}

export function SelectionButton({ icon, ...props }: ButtonProps & { icon: ReactNode }) {
  return <Button size="small" variant="outlined" startIcon={icon} {...props} />;
}
