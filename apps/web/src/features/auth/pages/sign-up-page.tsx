import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SignUpInput } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { paths } from '../../../config/paths';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useSignUp } from '../api';
import { AuthHeader } from '../components/auth-header';
import { AuthLink } from '../components/auth-link';
import { useSession } from '../session';

const fields = [
  'firstName',
  'lastName',
  'userName',
  'email',
  'contactNumber',
  'accountName',
  'password',
] as const;

/** Creates the business account and its first user, who becomes its account admin. */
export default function SignUpPage() {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  const mutation = useSignUp();
  const { control, handleSubmit, setError } = useForm<SignUpInput>({
    resolver: zodResolver(SignUpInput),
    defaultValues: Object.fromEntries(fields.map((field) => [field, ''])) as SignUpInput,
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: ({ accessToken }) => signIn(accessToken),
      onError: (error) => applyFieldErrors(error, setError, fields),
    }),
  );

  return (
    <>
      <AuthHeader
        title={t('signUp.title')}
        description={
          <>
            {t('signUp.haveAccount')}{' '}
            <AuthLink to={paths.auth.login}>{t('signUp.haveAccountAction')}</AuthLink>
          </>
        }
      />
      <Stack component="form" spacing={2.5} onSubmit={onSubmit} noValidate>
        <FormError error={mutation.error} fallbackKey="auth:signUp.failed" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="firstName"
            label={t('fields.firstName')}
            autoComplete="given-name"
            autoFocus
          />
          <FormTextField
            control={control}
            name="lastName"
            label={t('fields.lastName')}
            autoComplete="family-name"
          />
        </Stack>
        <FormTextField
          control={control}
          name="userName"
          label={t('fields.userName')}
          autoComplete="username"
        />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
        />
        <FormTextField
          control={control}
          name="contactNumber"
          type="tel"
          label={t('fields.contactNumber')}
          autoComplete="tel"
          placeholder="+44 7700 900123"
        />
        <FormTextField
          control={control}
          name="accountName"
          label={t('fields.accountName')}
          autoComplete="organization"
        />
        <FormTextField
          control={control}
          name="password"
          type="password"
          label={t('fields.password')}
          autoComplete="new-password"
          helperText={t('fields.passwordHint')}
        />
        <Button
          type="submit"
          size="large"
          variant="contained"
          loading={mutation.isPending}
          data-testid="sign-up-submit"
        >
          {t('signUp.submit')}
        </Button>
        <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          {t('signUp.adminNote')}
        </Typography>
      </Stack>
    </>
  );
}
