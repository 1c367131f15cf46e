import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChangePasswordInput, validationMessages } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useChangePassword } from '../api';

const SecurityFormValues = z.extend(ChangePasswordInput, { confirmPassword: z.string() }).check(
  z.refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: validationMessages.confirmPasswordMismatch,
  }),
);
type SecurityFormValues = z.infer<typeof SecurityFormValues>;

/** Spec §2 Security: change the password with the current one. */
export function SecurityForm() {
  const { t } = useTranslation('account');
  const toast = useToast();
  const mutation = useChangePassword();
  const { control, handleSubmit, setError, reset } = useForm<SecurityFormValues>({
    resolver: zodResolver(SecurityFormValues),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset();
          toast.success(t('security.saved'));
        },
        onError: (error) => {
          applyFieldErrors(error, setError, ['currentPassword', 'newPassword']);
          toast.error(errorText(t, error, 'account:security.failed'));
        },
      },
    ),
  );

  return (
    <Card>
      <CardContent component="form" onSubmit={onSubmit} noValidate sx={{ p: 3 }}>
        <Stack spacing={3} sx={{ maxWidth: 520 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('security.description')}
          </Typography>
          <FormTextField
            control={control}
            name="currentPassword"
            type="password"
            label={t('fields.currentPassword')}
            autoComplete="current-password"
          />
          <FormTextField
            control={control}
            name="newPassword"
            type="password"
            label={t('fields.newPassword')}
            autoComplete="new-password"
            helperText={t('fields.passwordHint')}
          />
          <FormTextField
            control={control}
            name="confirmPassword"
            type="password"
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
          />
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button
            type="submit"
            variant="contained"
            loading={mutation.isPending}
            data-testid="change-password"
          >
            {t('security.submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
