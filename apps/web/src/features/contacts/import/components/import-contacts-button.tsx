import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportContactsDialog } from './import-contacts-dialog';

export interface ImportContactsButtonProps {
  /** The group the contacts join; without it the user chooses or creates one in the wizard. */
  groupId?: string;
}

/** "Import contacts", which opens the import wizard. */
export function ImportContactsButton({ groupId }: ImportContactsButtonProps) {
  const { t } = useTranslation('contact-imports');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadFileOutlined />}
        onClick={() => setOpen(true)}
        data-testid="import-contacts"
      >
        {t('open')}
      </Button>
      <ImportContactsDialog open={open} onClose={() => setOpen(false)} groupId={groupId} />
    </>
  );
}
