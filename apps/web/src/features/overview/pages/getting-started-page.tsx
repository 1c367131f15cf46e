import ArrowForward from '@mui/icons-material/ArrowForward';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { IconTile } from '../../../components/icon-tile/icon-tile';
import { paths } from '../../../config/paths';
import { useSettings } from '../../../settings/settings-context';
import { useUser } from '../../auth/session';
import { OnboardingChecklist } from '../components/onboarding-checklist';

/**
 * The dashboard's first screen: the checklist a new account works through, who you are, which
 * account you work in, and where to go next.
 */
export default function GettingStartedPage() {
  const { t, i18n } = useTranslation('overview');
  const user = useUser();
  const { openDrawer } = useSettings();
  const memberSince = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(user.createdAt),
  );

  const facts = [
    { label: t('account'), value: user.account.accountName },
    { label: t('role'), value: t(`common:roles.${user.roleName}`) },
    { label: t('userName'), value: user.userName },
    { label: t('memberSince'), value: memberSince },
  ];

  return (
    <Stack spacing={4}>
      <Card
        sx={(theme) => ({
          boxShadow: 'none',
          bgcolor:
            theme.palette.mode === 'light' ? 'primary.lighter' : alpha(theme.palette.primary.main, 0.16),
          color: theme.palette.mode === 'light' ? 'primary.darker' : 'primary.lighter',
        })}
      >
        <CardContent sx={{ p: { xs: 3, md: 5 } }}>
          <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
            {t('welcome', { name: user.firstName })}
          </Typography>
          <Typography sx={{ opacity: 0.8, maxWidth: 640 }}>{t('intro')}</Typography>
        </CardContent>
      </Card>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <OnboardingChecklist />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  {t('yourAccount')}
                </Typography>
                <Stack spacing={1.5} component="dl" sx={{ m: 0 }}>
                  {facts.map((fact) => (
                    <Stack key={fact.label} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                        {fact.label}
                      </Typography>
                      <Typography
                        component="dd"
                        variant="subtitle2"
                        sx={{ m: 0, textAlign: 'end' }}
                        data-testid={`fact-${fact.label}`}
                      >
                        {fact.value}
                      </Typography>
                    </Stack>
                  ))}
                </Stack>
              </CardContent>
            </Card>
            <NextStep
              icon={<PersonOutlined />}
              title={t('profile.title')}
              description={t('profile.description')}
              action={
                <Button
                  component={RouterLink}
                  to={paths.dashboard.account}
                  endIcon={
                    <ArrowForward
                      sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
                    />
                  }
                >
                  {t('profile.action')}
                </Button>
              }
            />
            <NextStep
              icon={<PaletteOutlined />}
              title={t('appearance.title')}
              description={t('appearance.description')}
              action={<Button onClick={openDrawer}>{t('appearance.action')}</Button>}
            />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}

function NextStep({
  icon,
  title,
  description,
  action,
}: {
  icon: React.ReactNode;
  title: string;
  description: string;
  action: React.ReactNode;
}) {
  return (
    <Card sx={{ flexGrow: 1 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <IconTile>{icon}</IconTile>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="subtitle1" component="h2">
              {title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {description}
            </Typography>
            {action}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
