import ContentCopy from '@mui/icons-material/ContentCopy';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Phone from '@mui/icons-material/Phone';
import Reply from '@mui/icons-material/Reply';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateButton } from '../template-components';
import type { TextDirection } from '../text-direction';
import { chatColors } from './chat-colors';

/** WhatsApp shows at most three buttons under a message; beyond that, two and a list of all. */
const maxShownButtons = 3;

export interface TemplateButtonsProps {
  buttons: readonly TemplateButton[];
  /** The message's direction, which the list of all options (outside the bubble) keeps. */
  direction: TextDirection;
}

/** A message's buttons, one full-width row each, as WhatsApp lays them out under the text. */
export function TemplateButtons({ buttons, direction }: TemplateButtonsProps) {
  const { t } = useTranslation('templates');
  const [allShown, setAllShown] = useState(false);
  const collapsed = buttons.length > maxShownButtons;
  const rows = (list: readonly TemplateButton[]) =>
    list.map((button, position) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: buttons have no id and labels may repeat.
      <ButtonRow key={position} icon={<ButtonIcon type={button.type} />}>
        {button.type === 'COPY_CODE' ? t('preview.copyCode') : button.text}
      </ButtonRow>
    ));

  return (
    <>
      {rows(collapsed ? buttons.slice(0, maxShownButtons - 1) : buttons)}
      {collapsed && (
        <ButtonRow icon={<FormatListBulleted fontSize="inherit" />} onClick={() => setAllShown(true)}>
          {t('preview.seeAllOptions')}
        </ButtonRow>
      )}
      <Dialog open={allShown} onClose={() => setAllShown(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('preview.allOptions')}</DialogTitle>
        <Box dir={direction} sx={{ pb: 1 }}>
          {rows(buttons)}
        </Box>
      </Dialog>
    </>
  );
}

function ButtonIcon({ type }: { type: TemplateButton['type'] }) {
  switch (type) {
    case 'QUICK_REPLY':
      return <Reply fontSize="inherit" />;
    case 'URL':
      return <OpenInNew fontSize="inherit" />;
    case 'PHONE_NUMBER':
      return <Phone fontSize="inherit" />;
    case 'COPY_CODE':
      return <ContentCopy fontSize="inherit" />;
  }
}

interface ButtonRowProps {
  icon: ReactNode;
  children: ReactNode;
  /** Only "See all options" does something in a preview; the template's own buttons are pictures. */
  onClick?: () => void;
}

function ButtonRow({ icon, children, onClick }: ButtonRowProps) {
  const colors = chatColors(useTheme());
  const content = (
    <>
      <Box component="span" sx={{ display: 'inline-flex', fontSize: 18 }}>
        {icon}
      </Box>
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {children}
      </Box>
    </>
  );
  const sx = {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 0.75,
    width: '100%',
    minHeight: 42,
    px: 1.5,
    borderTop: `1px solid ${colors.divider}`,
    color: colors.link,
    fontFamily: 'inherit',
    fontSize: 14,
    fontWeight: 500,
  } as const;
  return onClick ? (
    <ButtonBase onClick={onClick} sx={sx}>
      {content}
    </ButtonBase>
  ) : (
    <Box data-testid="template-button" sx={sx}>
      {content}
    </Box>
  );
}
