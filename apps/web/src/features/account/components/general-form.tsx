import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { UpdateBasicDetailsInput } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useUser } from '../../auth/session';
import { useUpdateBasicDetails } from '../api';

/** Spec §2 General: first and last name and contact number are editable; email, role and account are shown. */
export function GeneralForm() {
  const { t } = useTranslation('account');
  const user = useUser();
  const toast = useToast();
  const mutation = useUpdateBasicDetails();
  const { control, handleSubmit, setError, formState, reset } = useForm<UpdateBasicDetailsInput>({
    resolver: zodResolver(UpdateBasicDetailsInput),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, contactNumber: user.contactNumber },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (saved) => {
        reset({ firstName: saved.firstName, lastName: saved.lastName, contactNumber: saved.contactNumber });
        toast.success(t('general.saved'));
      },
      onError: (error) => {
        applyFieldErrors(error, setError, ['firstName', 'lastName', 'contactNumber']);
        toast.error(errorText(t, error, 'account:general.failed'));
      },
    }),
  );

  return (
    <Card>
      <CardContent component="form" onSubmit={onSubmit} noValidate sx={{ p: 3 }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="firstName" label={t('fields.firstName')} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="lastName" label={t('fields.lastName')} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="contactNumber"
              type="tel"
              label={t('fields.contactNumber')}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label={t('fields.email')} value={user.emailAddress} disabled />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label={t('fields.role')} value={t(`common:roles.${user.roleName}`)} disabled />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label={t('fields.accountName')} value={user.account.accountName} disabled />
          </Grid>
        </Grid>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button
            type="submit"
            variant="contained"
            loading={mutation.isPending}
            disabled={!formState.isDirty}
            data-testid="save-profile"
          >
            {t('general.submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
