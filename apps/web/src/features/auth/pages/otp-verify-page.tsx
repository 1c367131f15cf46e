import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { OtpVerifyInput } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { paths } from '../../../config/paths';
import { useVerifySignInCode } from '../api';
import { AuthHeader } from '../components/auth-header';
import { AuthLink } from '../components/auth-link';
import { useSession } from '../session';

/** Step 3 of signing in by code: the emailed code. */
export default function OtpVerifyPage() {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  const [searchParams] = useSearchParams();
  const mutation = useVerifySignInCode();
  const email = searchParams.get('email') ?? '';
  const { control, handleSubmit } = useForm<OtpVerifyInput>({
    resolver: zodResolver(OtpVerifyInput),
    defaultValues: { email, otp: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, { onSuccess: ({ accessToken }) => signIn(accessToken) }),
  );

  return (
    <>
      <AuthHeader title={t('otpVerify.title')} description={t('otpVerify.description')} />
      <Stack component="form" spacing={3} onSubmit={onSubmit} noValidate>
        <FormError error={mutation.error} fallbackKey="common:errors.generic" />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
        />
        <FormTextField
          control={control}
          name="otp"
          label={t('fields.code')}
          autoComplete="one-time-code"
          autoFocus
          inputProps={{ inputMode: 'numeric', maxLength: 6 }}
        />
        <Button
          type="submit"
          size="large"
          variant="contained"
          loading={mutation.isPending}
          data-testid="verify-code"
        >
          {t('otpVerify.submit')}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <AuthLink to={`${paths.auth.loginOtp}`}>{t('otpVerify.newCode')}</AuthLink>
          <AuthLink to={paths.auth.login}>{t('backToSignIn')}</AuthLink>
        </Stack>
      </Stack>
    </>
  );
}
