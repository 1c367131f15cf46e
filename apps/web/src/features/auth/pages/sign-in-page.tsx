import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SignInInput } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { paths } from '../../../config/paths';
import { useSignIn } from '../api';
import { AuthHeader } from '../components/auth-header';
import { AuthLink } from '../components/auth-link';
import { useSession } from '../session';

// Two lines either side of "or": plain CSS, where a Divider would add its own chunk to this page.
const orRule = { content: '""', flexGrow: 1, borderTop: 1, borderColor: 'divider' };

export default function SignInPage() {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  const [searchParams] = useSearchParams();
  const mutation = useSignIn();
  const { control, handleSubmit } = useForm<SignInInput>({
    resolver: zodResolver(SignInInput),
    defaultValues: { userName: searchParams.get('userName') ?? '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, { onSuccess: ({ accessToken }) => signIn(accessToken) }),
  );

  return (
    <>
      <AuthHeader
        title={t('signIn.title')}
        description={
          <>
            {t('signIn.noAccount')} <AuthLink to={paths.auth.signup}>{t('signIn.noAccountAction')}</AuthLink>
          </>
        }
      />
      <Stack component="form" spacing={3} onSubmit={onSubmit} noValidate>
        <FormError error={mutation.error} fallbackKey="auth:signIn.failed" />
        <FormTextField
          control={control}
          name="userName"
          label={t('fields.userName')}
          autoComplete="username"
          autoFocus
        />
        <Stack spacing={1}>
          <FormTextField
            control={control}
            name="password"
            type="password"
            label={t('fields.password')}
            autoComplete="current-password"
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <AuthLink to={paths.auth.forgotPassword}>{t('signIn.forgotPassword')}</AuthLink>
          </Stack>
        </Stack>
        <Button
          type="submit"
          size="large"
          variant="contained"
          loading={mutation.isPending}
          data-testid="sign-in-submit"
        >
          {t('signIn.submit')}
        </Button>
        <Stack
          direction="row"
          spacing={2}
          sx={{
            alignItems: 'center',
            typography: 'overline',
            color: 'text.secondary',
            '&::before, &::after': orRule,
          }}
        >
          {t('common:or')}
        </Stack>
        <Button
          component={RouterLink}
          to={paths.auth.loginOtp}
          size="large"
          variant="outlined"
          color="inherit"
        >
          {t('signIn.withCode')}
        </Button>
      </Stack>
    </>
  );
}
