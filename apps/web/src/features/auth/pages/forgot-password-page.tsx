import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ForgotPasswordInput } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { paths } from '../../../config/paths';
import { useForgotPassword } from '../api';
import { AuthHeader } from '../components/auth-header';
import { AuthLink } from '../components/auth-link';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const mutation = useForgotPassword();
  const { control, handleSubmit } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordInput),
    defaultValues: { userName: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () =>
        navigate(
          `${paths.auth.resetPassword}?${new URLSearchParams({ userName: values.userName, sent: '1' })}`,
        ),
    }),
  );

  return (
    <>
      <AuthHeader title={t('forgotPassword.title')} description={t('forgotPassword.description')} />
      <Stack component="form" spacing={3} onSubmit={onSubmit} noValidate>
        <FormError error={mutation.error} fallbackKey="auth:forgotPassword.failed" />
        <FormTextField
          control={control}
          name="userName"
          label={t('fields.userName')}
          autoComplete="username"
          autoFocus
        />
        <Button type="submit" size="large" variant="contained" loading={mutation.isPending}>
          {t('forgotPassword.submit')}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'center' }}>
          <AuthLink to={paths.auth.login}>{t('backToSignIn')}</AuthLink>
        </Stack>
      </Stack>
    </>
  );
}
