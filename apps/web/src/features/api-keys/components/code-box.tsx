import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { bodyFont } from '../../../theme/typography';
import { copyText } from '../copy-text';

// Monospace fonts have no Malayalam, Devanagari or Arabic letters (a placeholder's words): those come
// from the app's own fonts rather than the boxes a system without them would draw.
const codeFont = `ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace, ${bodyFont}`;

export interface CodeBoxProps {
  code: string;
  /** Names the box, and its copy button, for screen readers. */
  label: string;
  /** A long word (a key) wraps; a command keeps its lines and scrolls inside the box. */
  wrap?: boolean;
  testId?: string;
}

/** Code to paste elsewhere, left to right in every language, with a button that copies it. */
export function CodeBox({ code, label, wrap = false, testId }: CodeBoxProps) {
  const { t } = useTranslation('api-keys');
  const toast = useToast();

  const copy = async () => {
    try {
      await copyText(code);
      toast.success(t('copy.done'));
    } catch {
      toast.error(t('copy.failed'));
    }
  };

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        minWidth: 0,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      <Box
        component="pre"
        dir="ltr"
        role="region"
        aria-label={label}
        // It scrolls sideways, so the keyboard must be able to reach it (WCAG 2.1.1).
        tabIndex={0}
        data-testid={testId}
        sx={{
          flex: 1,
          minWidth: 0,
          m: 0,
          px: 2,
          py: 1.5,
          overflowX: 'auto',
          fontFamily: codeFont,
          fontSize: '0.8125rem',
          lineHeight: 1.6,
          // The box reads left to right in Arabic too; 'start' is not flipped as 'left' would be.
          textAlign: 'start',
          ...(wrap ? { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } : { whiteSpace: 'pre' }),
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {code}
      </Box>
      <Tooltip title={t('copy.action')}>
        <IconButton
          onClick={copy}
          aria-label={t('copy.label', { name: label })}
          sx={{ m: 0.5 }}
          data-testid={testId && `${testId}-copy`}
        >
          <ContentCopy fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
