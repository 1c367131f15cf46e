import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { IconTile } from '../../../components/icon-tile/icon-tile';

export interface CatalogUnavailableProps {
  /** `notConnected`: the business account has no catalog yet; `notManaged`: the provider keeps it. */
  why: 'notConnected' | 'notManaged';
}

/** Where the products would be: why there are none to show here, and where they are managed instead. */
export function CatalogUnavailable({ why }: CatalogUnavailableProps) {
  const { t } = useTranslation('store');
  return (
    <Card>
      <Stack
        spacing={2}
        sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 3 }}
        data-testid={`catalog-${why}`}
      >
        <IconTile>{why === 'notConnected' ? <LinkOffOutlined /> : <StorefrontOutlined />}</IconTile>
        <Typography variant="h6" component="h2">
          {t(`unavailable.${why}.title`)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 520 }}>
          {t(`unavailable.${why}.description`)}
        </Typography>
      </Stack>
    </Card>
  );
}
