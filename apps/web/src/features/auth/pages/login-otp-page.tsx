import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { OtpRequestInput } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { paths } from '../../../config/paths';
import { useRequestSignInCode } from '../api';
import { AuthHeader } from '../components/auth-header';
import { AuthLink } from '../components/auth-link';

/** Step 1 of signing in by code: the email address the code goes to. */
export default function LoginOtpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const mutation = useRequestSignInCode();
  const { control, handleSubmit } = useForm<OtpRequestInput>({
    resolver: zodResolver(OtpRequestInput),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => navigate(`${paths.auth.otpEmail}?${new URLSearchParams({ email: values.email })}`),
    }),
  );

  return (
    <>
      <AuthHeader title={t('loginOtp.title')} description={t('loginOtp.description')} />
      <Stack component="form" spacing={3} onSubmit={onSubmit} noValidate>
        <FormError error={mutation.error} fallbackKey="common:errors.generic" />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          autoFocus
        />
        <Button
          type="submit"
          size="large"
          variant="contained"
          loading={mutation.isPending}
          data-testid="send-code"
        >
          {t('loginOtp.submit')}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'center' }}>
          <AuthLink to={paths.auth.login}>{t('loginOtp.withPassword')}</AuthLink>
        </Stack>
      </Stack>
    </>
  );
}
