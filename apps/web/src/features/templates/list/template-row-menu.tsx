import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu } from '../../../components/row-actions-menu/row-actions-menu';

export interface TemplateRowMenuProps {
  onPreview: () => void;
  onDelete: () => void;
}

/** A template row's actions: preview, delete. */
export function TemplateRowMenu({ onPreview, onDelete }: TemplateRowMenuProps) {
  const { t } = useTranslation('template-list');
  return (
    <RowActionsMenu
      label={t('actions.menu')}
      testId="template-actions"
      actions={[
        { label: t('actions.preview'), icon: <VisibilityOutlined fontSize="small" />, onSelect: onPreview },
        {
          label: t('actions.delete'),
          icon: <DeleteOutlined fontSize="small" />,
          onSelect: onDelete,
          destructive: true,
          testId: 'delete-template',
        },
      ]}
    />
  );
}
