import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/logo/logo';

/** An illustration of a conversation the product handles: a broadcast, a reply, a quick answer. */
export function ChatPreview() {
  const { t } = useTranslation('landing');
  const bubbles = [
    { from: 'business', text: t('preview.offer') },
    { from: 'customer', text: t('preview.question') },
    { from: 'business', text: t('preview.answer') },
  ] as const;

  return (
    <Card aria-hidden sx={{ maxWidth: 380, mx: 'auto', overflow: 'hidden' }}>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', px: 2, py: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        <Logo size={32} />
        <Box>
          <Typography variant="subtitle2">{t('preview.business')}</Typography>
          <Typography variant="caption">{t('preview.status')}</Typography>
        </Box>
      </Stack>
      <Stack
        spacing={1.5}
        sx={{
          p: 2,
          bgcolor: (theme) => (theme.palette.mode === 'light' ? '#EFEAE2' : 'grey.900'),
          minHeight: 280,
        }}
      >
        {bubbles.map((bubble) => (
          <Box
            key={bubble.text}
            sx={{
              alignSelf: bubble.from === 'business' ? 'flex-end' : 'flex-start',
              maxWidth: '80%',
              px: 1.5,
              py: 1,
              borderRadius: 2,
              boxShadow: 1,
              bgcolor:
                bubble.from === 'business'
                  ? (theme) => (theme.palette.mode === 'light' ? '#D9FDD3' : '#005C4B')
                  : 'background.paper',
            }}
          >
            <Typography variant="body2">{bubble.text}</Typography>
          </Box>
        ))}
      </Stack>
    </Card>
  );
}
