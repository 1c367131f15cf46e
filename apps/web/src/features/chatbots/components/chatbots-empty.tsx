import AddIcon from '@mui/icons-material/Add';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { FirstItemState } from '../../../components/first-item-state/first-item-state';

/** What a channel without chatbots shows: what they are for, and the way to make the first. */
export function ChatbotsEmpty({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('chatbots');
  return (
    <FirstItemState
      icon={<SmartToyOutlined />}
      title={t('empty.title')}
      description={t('empty.description')}
      action={
        <Button onClick={onCreate} variant="contained" startIcon={<AddIcon />}>
          {t('actions.create')}
        </Button>
      }
    />
  );
}
