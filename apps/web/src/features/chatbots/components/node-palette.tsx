import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type PaletteKind, paletteKinds } from '../flow-model';
import { kindIcons } from './flow-node-card';

/** The kinds of node to add to the flow, one button each. */
export function NodePalette({ onAdd }: { onAdd: (kind: PaletteKind) => void }) {
  const { t } = useTranslation('chatbots');
  return (
    <Paper variant="outlined" sx={{ p: 1 }} component="nav" aria-label={t('builder.palette')}>
      <Typography variant="overline" component="h2" sx={{ px: 1, color: 'text.secondary' }}>
        {t('builder.palette')}
      </Typography>
      <Stack direction={{ xs: 'row', md: 'column' }} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {paletteKinds.map((kind) => (
          <Button
            key={kind}
            size="small"
            color="inherit"
            startIcon={kindIcons[kind]}
            onClick={() => onAdd(kind)}
            sx={{ justifyContent: 'flex-start' }}
            data-testid={`add-${kind}`}
          >
            {t(`kinds.${kind}`)}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
