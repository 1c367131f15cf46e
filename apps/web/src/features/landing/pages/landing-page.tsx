import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { IconTile } from '../../../components/icon-tile/icon-tile';
import { paths } from '../../../config/paths';
import { ChatPreview } from '../components/chat-preview';

const features = [
  { key: 'campaigns', icon: CampaignOutlined },
  { key: 'inbox', icon: ForumOutlined },
  { key: 'chatbots', icon: SmartToyOutlined },
  { key: 'contacts', icon: ContactsOutlined },
  { key: 'orders', icon: ShoppingBagOutlined },
  { key: 'reports', icon: InsightsOutlined },
  { key: 'wallet', icon: AccountBalanceWalletOutlined },
  { key: 'languages', icon: TranslateOutlined },
] as const;

export default function LandingPage() {
  const { t } = useTranslation('landing');

  return (
    <>
      <Box
        sx={{
          py: { xs: 8, md: 14 },
          background: (theme) =>
            `radial-gradient(circle at 85% 15%, ${alpha(theme.palette.primary.main, 0.16)}, transparent 45%)`,
        }}
      >
        <Container>
          <Grid container spacing={6} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Typography variant="overline" sx={{ color: 'primary.main' }}>
                {t('hero.eyebrow')}
              </Typography>
              <Typography variant="h1" sx={{ mt: 1, mb: 3, overflowWrap: 'break-word' }}>
                {t('hero.title')}
              </Typography>
              <Typography
                variant="h6"
                component="p"
                sx={{ color: 'text.secondary', fontWeight: 400, mb: 5, maxWidth: 560 }}
              >
                {t('hero.description')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Button
                  component={RouterLink}
                  to={paths.auth.signup}
                  size="large"
                  variant="contained"
                  data-testid="get-started"
                >
                  {t('common:actions.getStarted')}
                </Button>
                <Button
                  component={RouterLink}
                  to={paths.auth.login}
                  size="large"
                  variant="outlined"
                  color="inherit"
                >
                  {t('common:actions.signIn')}
                </Button>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <ChatPreview />
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Container sx={{ py: { xs: 8, md: 12 } }}>
        <Typography variant="h2" sx={{ textAlign: 'center', mb: 2 }}>
          {t('features.title')}
        </Typography>
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', mb: 8, maxWidth: 640, mx: 'auto' }}>
          {t('features.description')}
        </Typography>
        <Grid container spacing={3}>
          {features.map(({ key, icon: Icon }) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent sx={{ p: 3 }}>
                  <Box sx={{ mb: 2 }}>
                    <IconTile>
                      <Icon />
                    </IconTile>
                  </Box>
                  <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                    {t(`features.${key}.title`)}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(`features.${key}.description`)}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>

      <Container sx={{ pb: { xs: 8, md: 12 } }}>
        <Card sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', boxShadow: 'none' }}>
          <CardContent sx={{ p: { xs: 4, md: 8 }, textAlign: 'center' }}>
            <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
              {t('cta.title')}
            </Typography>
            <Typography sx={{ mb: 4 }}>{t('cta.description')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
              <Button
                component={RouterLink}
                to={paths.auth.signup}
                size="large"
                variant="contained"
                color="inherit"
                sx={{ color: 'primary.main', bgcolor: 'primary.contrastText' }}
              >
                {t('common:actions.getStarted')}
              </Button>
              <Button
                component={RouterLink}
                to={paths.contact}
                size="large"
                variant="outlined"
                color="inherit"
              >
                {t('cta.talkToUs')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Container>
    </>
  );
}
