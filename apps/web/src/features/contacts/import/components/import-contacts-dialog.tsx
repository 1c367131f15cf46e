import Close from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { ContactImport } from '@parley/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactGroupsKey, contactsKey } from '../../api';
import { type GroupRef, GroupsAutocomplete } from '../../components/groups-autocomplete';
import { ImportMappingStep } from './import-mapping-step';
import { ImportProgressStep } from './import-progress-step';
import { ImportUploadStep } from './import-upload-step';

const steps = ['upload', 'mapping', 'import'] as const;

export interface ImportContactsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The group the contacts join; without it the user chooses or creates one. */
  groupId?: string;
}

/** The import wizard: upload a CSV or XLSX file, map its columns, follow the background import. */
export function ImportContactsDialog({ open, onClose, groupId }: ImportContactsDialogProps) {
  const { t } = useTranslation('contact-imports');
  const queryClient = useQueryClient();

  // An import started here goes on after the dialog closes; the lists show what it has done so far.
  const handleClose = () => {
    void queryClient.invalidateQueries({ queryKey: contactsKey });
    void queryClient.invalidateQueries({ queryKey: contactGroupsKey });
    onClose();
  };

  return (
    <Dialog open={open} onClose={handleClose} maxWidth="md" fullWidth aria-labelledby="import-contacts-title">
      <DialogTitle id="import-contacts-title" sx={{ pr: 7 }}>
        {t('title')}
      </DialogTitle>
      <IconButton
        aria-label={t('close')}
        onClick={handleClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <Close />
      </IconButton>
      <DialogContent>
        {/* Inside the dialog, so that its state starts afresh each time the dialog opens. */}
        <ImportWizard groupId={groupId} onDone={handleClose} />
      </DialogContent>
    </Dialog>
  );
}

function ImportWizard({ groupId, onDone }: { groupId?: string; onDone: () => void }) {
  const { t } = useTranslation('contact-imports');
  const [chosenGroup, setChosenGroup] = useState<GroupRef>();
  const [uploaded, setUploaded] = useState<ContactImport>();
  const [startedId, setStartedId] = useState<string>();
  const step = startedId ? 2 : uploaded ? 1 : 0;

  return (
    <>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 4, mt: 1 }}>
        {steps.map((key) => (
          <Step key={key}>
            <StepLabel>{t(`steps.${key}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 && (
        <ImportUploadStep
          groupId={groupId ?? chosenGroup?.groupId}
          groupPicker={
            groupId ? undefined : (
              // One target group: a second choice replaces the first.
              <GroupsAutocomplete
                value={chosenGroup ? [chosenGroup] : []}
                onChange={(groups) => setChosenGroup(groups.at(-1))}
                label={t('group.label')}
              />
            )
          }
          onUploaded={setUploaded}
        />
      )}
      {step === 1 && uploaded && (
        <ImportMappingStep
          contactImport={uploaded}
          onBack={() => setUploaded(undefined)}
          onStarted={(started) => setStartedId(started.importId)}
        />
      )}
      {step === 2 && startedId && <ImportProgressStep importId={startedId} onDone={onDone} />}
    </>
  );
}
