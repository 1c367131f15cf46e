import Box from '@mui/material/Box';

/** Green while the agent takes new conversations, grey while they do not; the words go beside it. */
export function AvailabilityDot({ isAvailable }: { isAvailable: boolean }) {
  return (
    <Box
      component="span"
      aria-hidden
      data-testid={isAvailable ? 'agent-available' : 'agent-unavailable'}
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: isAvailable ? 'success.main' : 'text.disabled',
      }}
    />
  );
}
