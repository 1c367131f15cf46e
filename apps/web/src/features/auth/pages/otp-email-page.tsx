import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { useRequestSignInCode } from '../api';
import { AuthHeader } from '../components/auth-header';
import { AuthLink } from '../components/auth-link';

/** Step 2 of signing in by code: the code is on its way; go on to enter it, or send it again. */
export default function OtpEmailPage() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const [searchParams] = useSearchParams();
  const resend = useRequestSignInCode();
  const email = searchParams.get('email');
  if (!email) return <Navigate to={paths.auth.loginOtp} replace />;

  return (
    <>
      <Box sx={{ color: 'primary.main', mb: 2 }}>
        <MarkEmailReadOutlined sx={{ fontSize: 56 }} />
      </Box>
      <AuthHeader title={t('otpEmail.title')} description={t('otpEmail.description', { email })} />
      <Stack spacing={3}>
        <FormError error={resend.error} fallbackKey="common:errors.generic" />
        <Button
          component={RouterLink}
          to={`${paths.auth.otpVerify}?${new URLSearchParams({ email })}`}
          size="large"
          variant="contained"
          data-testid="enter-code"
        >
          {t('otpEmail.enterCode')}
        </Button>
        <Button
          size="large"
          variant="outlined"
          color="inherit"
          loading={resend.isPending}
          onClick={() => resend.mutate({ email }, { onSuccess: () => toast.success(t('otpEmail.resent')) })}
        >
          {t('otpEmail.resend')}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'center' }}>
          <AuthLink to={paths.auth.loginOtp}>{t('otpEmail.otherEmail')}</AuthLink>
        </Stack>
      </Stack>
    </>
  );
}
