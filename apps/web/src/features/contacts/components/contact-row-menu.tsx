import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Contact } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

export interface ContactRowMenuProps {
  contact: Contact;
  onBlock: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}

/** A contact row's actions: edit, block, delete. */
export function ContactRowMenu({ contact, onBlock, onDelete }: ContactRowMenuProps) {
  const { t } = useTranslation('contacts');
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('table.actions')}
        data-testid="row-actions"
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(() => navigate(paths.dashboard.contacts.edit(contact.contactId)))}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          {t('actions.edit')}
        </MenuItem>
        <MenuItem onClick={choose(() => onBlock(contact))} data-testid="block-contact">
          <ListItemIcon>
            <BlockIcon fontSize="small" />
          </ListItemIcon>
          {t('actions.block')}
        </MenuItem>
        <MenuItem
          onClick={choose(() => onDelete(contact))}
          sx={{ color: 'error.main' }}
          data-testid="delete-contact"
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          {t('actions.delete')}
        </MenuItem>
      </Menu>
    </>
  );
}
