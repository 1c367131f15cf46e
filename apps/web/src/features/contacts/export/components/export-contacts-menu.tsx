import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type SpreadsheetFormat, spreadsheetFormats } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/toast/toast-provider';
import { errorText } from '../../../../lib/error-text';
import { useCan } from '../../../auth/use-can';
import { useExportContacts } from '../api';

export interface ExportContactsMenuProps {
  /** Only this group's contacts. */
  groupId?: string;
  /** Only the contacts the list's search finds. */
  searchTerm?: string;
}

/**
 * "Export" with a choice of CSV or XLSX, for the contacts the screen shows: all, a search, or a
 * group. Shown only to roles that may export contacts.
 */
export function ExportContactsMenu({ groupId, searchTerm }: ExportContactsMenuProps) {
  const { t } = useTranslation('contact-imports');
  const toast = useToast();
  const exportContacts = useExportContacts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const allowed = useCan('exportContacts');

  const handleExport = (format: SpreadsheetFormat) => {
    setAnchor(null);
    exportContacts.mutate(
      { format, groupId, searchTerm },
      { onError: (error) => toast.error(errorText(t, error, 'contact-imports:export.failed')) },
    );
  };

  if (!allowed) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        endIcon={<KeyboardArrowDown />}
        loading={exportContacts.isPending}
        loadingPosition="start"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        data-testid="export-contacts"
      >
        {t('export.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {spreadsheetFormats.map((format) => (
          <MenuItem key={format} onClick={() => handleExport(format)} data-testid={`export-${format}`}>
            {t(`export.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
