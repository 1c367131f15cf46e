import InsertEmoticon from '@mui/icons-material/InsertEmoticon';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The emoji agents reach for most; anything else can be typed or pasted. */
const commonEmoji = [
  '😀',
  '😁',
  '😂',
  '🙂',
  '😉',
  '😊',
  '😍',
  '😘',
  '🤔',
  '😅',
  '😎',
  '🥳',
  '😢',
  '😮',
  '😡',
  '🙏',
  '👍',
  '👎',
  '👌',
  '👋',
  '👏',
  '💪',
  '🤝',
  '✌️',
  '❤️',
  '💚',
  '💙',
  '🔥',
  '⭐',
  '✨',
  '🎉',
  '🎁',
  '✅',
  '❌',
  '⚠️',
  '⏰',
  '📦',
  '🚚',
  '🛒',
  '💳',
  '📞',
  '📍',
  '📅',
  '💬',
  '👀',
  '🌟',
  '☀️',
  '🌹',
];

export interface EmojiPickerProps {
  onPick: (emoji: string) => void;
  disabled?: boolean;
}

export function EmojiPicker({ onPick, disabled = false }: EmojiPickerProps) {
  const { t } = useTranslation('inbox');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('composer.emoji')}>
        <span>
          <IconButton
            onClick={(event) => setAnchor(event.currentTarget)}
            aria-label={t('composer.emoji')}
            disabled={disabled}
            data-testid="emoji-button"
          >
            <InsertEmoticon />
          </IconButton>
        </span>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box
          role="listbox"
          aria-label={t('composer.emoji')}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(8, 36px)', gap: 0.25, p: 1 }}
        >
          {commonEmoji.map((emoji) => (
            <ButtonBase
              key={emoji}
              role="option"
              aria-selected={false}
              onClick={() => {
                onPick(emoji);
                setAnchor(null);
              }}
              sx={{
                width: 36,
                height: 36,
                fontSize: 22,
                borderRadius: 1,
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              {emoji}
            </ButtonBase>
          ))}
        </Box>
      </Popover>
    </>
  );
}
