import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export interface WizardActionsProps {
  /** Absent on the first step. */
  onBack?: () => void;
  /** Absent: the button submits the step's form. */
  onNext?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  loading?: boolean;
}

/** A step's way back and forward, at its end. */
export function WizardActions({ onBack, onNext, nextLabel, nextDisabled, loading }: WizardActionsProps) {
  const { t } = useTranslation('campaign-wizard');
  return (
    <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', pt: 1 }}>
      {onBack && (
        <Button color="inherit" onClick={onBack} data-testid="wizard-back">
          {t('actions.back')}
        </Button>
      )}
      <Button
        variant="contained"
        type={onNext ? 'button' : 'submit'}
        onClick={onNext}
        disabled={nextDisabled}
        loading={loading}
        data-testid="wizard-next"
      >
        {nextLabel ?? t('actions.next')}
      </Button>
    </Stack>
  );
}
