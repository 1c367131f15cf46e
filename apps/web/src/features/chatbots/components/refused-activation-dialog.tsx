import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { FlowProblem } from '@parley/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClosingValue } from '../../../lib/use-closing-value';
import { problemText } from '../problem-text';

export interface RefusedActivationDialogProps {
  /** The problems the server named; the dialog is open while there are some. */
  problems: FlowProblem[] | undefined;
  onClose: () => void;
  /** The way to the builder, to fix them. */
  action?: ReactNode;
}

/** Why a chatbot was not activated: the problems of its flow, as the server found them. */
export function RefusedActivationDialog({
  problems: requested,
  onClose,
  action,
}: RefusedActivationDialogProps) {
  const { t } = useTranslation('chatbots');
  const open = requested !== undefined;
  const problems = useClosingValue(requested, open) ?? [];
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth data-testid="refused-activation">
      <DialogTitle>{t('refused.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('common:errors.CHATBOT_FLOW_HAS_PROBLEMS')}</DialogContentText>
        <List dense>
          {problems.map((problem, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown as the server gave it.
            <ListItem key={index} disableGutters>
              <ListItemText primary={problemText(t, problem)} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('actions.close')}
        </Button>
        {action}
      </DialogActions>
    </Dialog>
  );
}
