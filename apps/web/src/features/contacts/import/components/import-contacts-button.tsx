import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../auth/use-can';
import { ImportContactsDialog } from './import-contacts-dialog';

export interface ImportContactsButtonProps {
  /** The group the contacts join; without it the user chooses or creates one in the wizard. */
  groupId?: string;
}

/** "Import contacts", which opens the import wizard; shown only to roles that may import. */
export function ImportContactsButton({ groupId }: ImportContactsButtonProps) {
  const { t } = useTranslation('contact-imports');
  const [open, setOpen] = useState(false);
  if (!useCan('importContacts')) return null;
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
