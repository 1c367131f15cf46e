import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ResetPasswordInput } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useResetPassword } from '../api';
import { AuthHeader } from '../components/auth-header';
import { AuthLink } from '../components/auth-link';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const mutation = useResetPassword();
  const userName = searchParams.get('userName') ?? '';
  const { control, handleSubmit, setError } = useForm<ResetPasswordInput>({
    resolver: zodResolver(ResetPasswordInput),
    defaultValues: { userName, otp: '', newPassword: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast.success(t('resetPassword.done'));
        navigate(`${paths.auth.login}?${new URLSearchParams({ userName: values.userName })}`);
      },
      onError: (error) => applyFieldErrors(error, setError, ['otp', 'newPassword', 'userName']),
    }),
  );

  return (
    <>
      <AuthHeader title={t('resetPassword.title')} description={t('resetPassword.description')} />
      <Stack component="form" spacing={3} onSubmit={onSubmit} noValidate>
        {searchParams.get('sent') && !mutation.error && (
          <Alert severity="success">{t('resetPassword.sent')}</Alert>
        )}
        <FormError error={mutation.error} fallbackKey="auth:resetPassword.failed" />
        <FormTextField
          control={control}
          name="userName"
          label={t('fields.userName')}
          autoComplete="username"
        />
        <FormTextField
          control={control}
          name="otp"
          label={t('fields.code')}
          autoComplete="one-time-code"
          autoFocus={Boolean(userName)}
          inputProps={{ inputMode: 'numeric', maxLength: 6 }}
        />
        <FormTextField
          control={control}
          name="newPassword"
          type="password"
          label={t('fields.newPassword')}
          autoComplete="new-password"
          helperText={t('fields.passwordHint')}
        />
        <Button type="submit" size="large" variant="contained" loading={mutation.isPending}>
          {t('resetPassword.submit')}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <AuthLink to={paths.auth.forgotPassword}>{t('resetPassword.resend')}</AuthLink>
          <AuthLink to={paths.auth.login}>{t('backToSignIn')}</AuthLink>
        </Stack>
      </Stack>
    </>
  );
}
