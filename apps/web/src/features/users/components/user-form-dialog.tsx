import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CreateUserInput, roleNames, type TeamUser, UpdateUserInput } from '@parley/contract';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useClosingValue } from '../../../lib/use-closing-value';
import { useCreateUser, useUpdateUser } from '../api';
import { emptyUserForm, toUpdateInput, type UserFormValues, userFormValues } from '../user-form-values';

// The form holds every field either way; each call's schema reads the fields it takes (an edit
// leaves the user name out, and its passwords may be empty).
const resolvers = {
  create: zodResolver(CreateUserInput) as Resolver<UserFormValues>,
  update: zodResolver(UpdateUserInput) as unknown as Resolver<UserFormValues>,
};
const serverFields = Object.keys(emptyUserForm);
// Names, addresses and numbers in Latin letters and digits read left to right in Arabic too.
const ltr = { dir: 'ltr' };

export interface UserFormDialogProps {
  open: boolean;
  /** The user to edit; without one the dialog adds a user. */
  user?: TeamUser;
  /** The signed-in admin, who cannot change their own role. */
  currentUserId: string;
  onClose: () => void;
}

/** Adds a user, or edits one: details, role, auto-assign notification and, optionally, a new password. */
export function UserFormDialog({ open, user: requested, currentUserId, onClose }: UserFormDialogProps) {
  const { t } = useTranslation('users');
  const toast = useToast();
  const user = useClosingValue(requested, open);
  const create = useCreateUser();
  const update = useUpdateUser();
  const { control, handleSubmit, setError, reset, formState } = useForm<UserFormValues>({
    resolver: user ? resolvers.update : resolvers.create,
    values: user ? userFormValues(user) : emptyUserForm,
  });
  const isSelf = user?.userId === currentUserId;

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (user) {
        const { password, confirmPassword } = values;
        await update.mutateAsync({
          userId: user.userId,
          body: { ...toUpdateInput(values), password, confirmPassword },
        });
      } else {
        await create.mutateAsync(values);
      }
      toast.success(t(user ? 'messages.updated' : 'messages.added'));
      close();
    } catch (error) {
      if (!applyFieldErrors(error, setError, serverFields)) {
        toast.error(errorText(t, error, user ? 'users:messages.updateFailed' : 'common:errors.generic'));
      }
    }
  });

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <form onSubmit={onSubmit} noValidate data-testid="user-form">
        <DialogTitle>{t(user ? 'form.editTitle' : 'form.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={control}
                  name="firstName"
                  label={t('fields.firstName')}
                  required
                  autoFocus
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField control={control} name="lastName" label={t('fields.lastName')} required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                {user ? (
                  <TextField
                    label={t('fields.userName')}
                    value={user.userName}
                    disabled
                    fullWidth
                    slotProps={{ htmlInput: { dir: 'ltr' } }}
                  />
                ) : (
                  <FormTextField
                    control={control}
                    name="userName"
                    label={t('fields.userName')}
                    required
                    autoComplete="off"
                    inputProps={ltr}
                  />
                )}
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={control}
                  name="emailAddress"
                  type="email"
                  label={t('fields.email')}
                  required
                  inputProps={ltr}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={control}
                  name="contactNumber"
                  type="tel"
                  label={t('fields.contactNumber')}
                  required
                  inputProps={ltr}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormSelect
                  control={control}
                  name="roleName"
                  label={t('fields.role')}
                  options={roleNames.map((role) => ({ value: role, label: t(`common:roles.${role}`) }))}
                  disabled={isSelf}
                  helperText={isSelf ? t('common:errors.OWN_ROLE_UNCHANGEABLE') : undefined}
                />
              </Grid>
            </Grid>
            <Divider sx={{ borderStyle: 'dashed' }} />
            <div>
              <Typography variant="subtitle1">{t(user ? 'form.newPassword' : 'form.password')}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {t(user ? 'form.newPasswordHint' : 'form.passwordHint')}
              </Typography>
            </div>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={control}
                  name="password"
                  type="password"
                  label={t('fields.password')}
                  required={!user}
                  autoComplete="new-password"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={control}
                  name="confirmPassword"
                  type="password"
                  label={t('fields.confirmPassword')}
                  required={!user}
                  autoComplete="new-password"
                />
              </Grid>
            </Grid>
            <Divider sx={{ borderStyle: 'dashed' }} />
            <Controller
              control={control}
              name="autoAssignNotification"
              render={({ field }) => (
                <FormControlLabel
                  sx={{ alignItems: 'flex-start', marginInline: 0, gap: 1.5 }}
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      data-testid="auto-assign-notification"
                    />
                  }
                  label={
                    <span>
                      <Typography variant="subtitle2" component="span" sx={{ display: 'block', pt: 1 }}>
                        {t('fields.autoAssignNotification')}
                      </Typography>
                      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                        {t('fields.autoAssignNotificationHint')}
                      </Typography>
                    </span>
                  }
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting} data-testid="save-user">
            {t(user ? 'actions.save' : 'actions.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
