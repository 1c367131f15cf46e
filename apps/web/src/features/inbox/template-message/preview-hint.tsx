import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** What stands in the preview's place until a template is chosen. */
export function PreviewHint({ text }: { text: string }) {
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: 320,
        borderRadius: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        color: 'text.secondary',
        textAlign: 'center',
        p: 2,
      }}
    >
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}
