import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { ContactDetails } from '@parley/contract';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { Controller, type UseFormSetError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { FormSection } from '../../../components/form/form-section';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useAddGroupMembers, useCreateContact, useRemoveGroupMembers, useUpdateContact } from '../api';
import {
  type ContactFormValues,
  contactFormSchema,
  contactFormValues,
  emptyContactForm,
  toContactInput,
} from '../contact-form-values';
import { guessCountry } from '../phone';
import { AttributesField } from './attributes-field';
import { GroupsAutocomplete } from './groups-autocomplete';
import { PhoneField } from './phone-field';

export interface ContactFormProps {
  /** The contact to edit; without it the form adds a new one. */
  contact?: ContactDetails;
}

/** Name, phone, email, custom attributes and groups of one contact. */
export function ContactForm({ contact }: ContactFormProps) {
  const { t } = useTranslation('contacts');
  const toast = useToast();
  const navigate = useNavigate();
  const createContact = useCreateContact();
  const updateContact = useUpdateContact();
  const addMembers = useAddGroupMembers();
  const removeMembers = useRemoveGroupMembers();
  const [failure, setFailure] = useState<unknown>();
  const resolver = useMemo(() => zodResolver(contactFormSchema(t('form.duplicateKey'))), [t]);
  const { control, handleSubmit, setError, formState } = useForm<ContactFormValues>({
    resolver,
    defaultValues: contact
      ? contactFormValues(contact, guessCountry(navigator.language))
      : emptyContactForm(guessCountry(navigator.language)),
  });

  const save = async (values: ContactFormValues) => {
    const body = toContactInput(values);
    if (!contact) {
      await createContact.mutateAsync({
        contacts: [body],
        groupId: values.groups.map((group) => group.groupId),
      });
      toast.success(t('messages.contactAdded'));
      navigate(paths.dashboard.contacts.root);
      return;
    }
    const { contactId } = contact;
    await updateContact.mutateAsync({ contactId, body });
    const before = contact.groups.map((group) => group.groupId);
    const after = values.groups.map((group) => group.groupId);
    for (const groupId of after.filter((id) => !before.includes(id)))
      await addMembers.mutateAsync({ groupId, contactIds: [contactId] });
    for (const groupId of before.filter((id) => !after.includes(id)))
      await removeMembers.mutateAsync({ groupId, contactIds: [contactId] });
    toast.success(t('messages.contactUpdated'));
    navigate(paths.dashboard.contacts.details(contactId));
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await save(values);
    } catch (error) {
      if (!placeOnFields(error, setError, t)) setFailure(error);
    }
  });

  return (
    <Card component="form" onSubmit={onSubmit} noValidate>
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={4}>
          <FormError error={failure} fallbackKey="common:errors.generic" />
          <FormSection title={t('form.details')}>
            <FormTextField control={control} name="name" label={t('fields.name')} required autoFocus />
            <PhoneField control={control} />
            <FormTextField control={control} name="email" label={t('fields.email')} type="email" />
          </FormSection>
          <Divider sx={{ borderStyle: 'dashed' }} />
          <FormSection title={t('form.attributes')} description={t('form.attributesHint')}>
            <AttributesField control={control} />
          </FormSection>
          <Divider sx={{ borderStyle: 'dashed' }} />
          <FormSection title={t('fields.groups')} description={t('form.groupsHint')}>
            <Controller
              name="groups"
              control={control}
              render={({ field }) => (
                <GroupsAutocomplete
                  value={field.value}
                  onChange={field.onChange}
                  label={t('fields.groups')}
                />
              )}
            />
          </FormSection>
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button color="inherit" onClick={() => navigate(-1)}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              loading={formState.isSubmitting}
              data-testid="save-contact"
            >
              {t(contact ? 'actions.save' : 'contacts.add')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * Puts the server's refusal next to the field it is about: a taken phone number (409), or the
 * fields of a validation answer (`contacts.0.phone` when creating, `phone` when editing).
 */
function placeOnFields(
  error: unknown,
  setError: UseFormSetError<ContactFormValues>,
  t: TFunction<'contacts'>,
): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.code === 'CONTACT_PHONE_TAKEN') {
    setError('phone', { type: 'server', message: errorText(t, error, 'common:errors.generic') });
    return true;
  }
  const fields = ['name', 'phone', 'email'] as const;
  const issues = error.fieldIssues.flatMap((issue) => {
    const field = fields.find((name) => issue.path.replace(/^contacts\.\d+\./, '') === name);
    return field ? [{ field, message: issue.message }] : [];
  });
  for (const { field, message } of issues) setError(field, { type: 'server', message });
  return issues.length > 0;
}
