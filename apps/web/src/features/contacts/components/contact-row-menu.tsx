import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { Contact } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RowActionsMenu } from '../../../components/row-actions-menu/row-actions-menu';
import { paths } from '../../../config/paths';

export interface ContactRowMenuProps {
  contact: Contact;
  onBlock: (contact: Contact) => void;
  /** Without it, no delete entry (the role may not delete contacts). */
  onDelete?: (contact: Contact) => void;
}

/** A contact row's actions: edit, block, delete. */
export function ContactRowMenu({ contact, onBlock, onDelete }: ContactRowMenuProps) {
  const { t } = useTranslation('contacts');
  const navigate = useNavigate();
  return (
    <RowActionsMenu
      label={t('table.actions')}
      testId="row-actions"
      actions={[
        {
          label: t('actions.edit'),
          icon: <EditOutlined fontSize="small" />,
          onSelect: () => navigate(paths.dashboard.contacts.edit(contact.contactId)),
        },
        {
          label: t('actions.block'),
          icon: <BlockIcon fontSize="small" />,
          onSelect: () => onBlock(contact),
          testId: 'block-contact',
        },
        ...(onDelete
          ? [
              {
                label: t('actions.delete'),
                icon: <DeleteOutlined fontSize="small" />,
                onSelect: () => onDelete(contact),
                destructive: true,
                testId: 'delete-contact',
              },
            ]
          : []),
      ]}
    />
  );
}
