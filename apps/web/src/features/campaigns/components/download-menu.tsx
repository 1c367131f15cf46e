import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type SpreadsheetFormat, spreadsheetFormats } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DownloadMenuProps {
  label: string;
  onDownload: (format: SpreadsheetFormat) => void;
  pending?: boolean;
  disabled?: boolean;
  /** An icon alone (in a table cell), named by `label`; a labelled button otherwise. */
  compact?: boolean;
  testId: string;
}

/** A download offered as CSV or XLSX. */
export function DownloadMenu({ label, onDownload, pending, disabled, compact, testId }: DownloadMenuProps) {
  const { t } = useTranslation('campaigns');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const trigger = {
    onClick: open,
    disabled: disabled || pending,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': anchor !== null,
    'data-testid': testId,
  };
  return (
    <>
      {compact ? (
        <Tooltip title={label}>
          <span>
            <IconButton {...trigger} aria-label={label} size="small">
              <FileDownloadOutlined fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button
          {...trigger}
          variant="outlined"
          color="inherit"
          startIcon={<FileDownloadOutlined />}
          loading={pending}
          loadingPosition="start"
        >
          {label}
        </Button>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {spreadsheetFormats.map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              setAnchor(null);
              onDownload(format);
            }}
            data-testid={`${testId}-${format}`}
          >
            {t(`downloads.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
