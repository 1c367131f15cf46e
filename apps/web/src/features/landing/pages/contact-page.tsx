import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ContactRequestInput } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useSendContactRequest } from '../api';

export default function ContactPage() {
  const { t } = useTranslation('landing');
  const mutation = useSendContactRequest();
  const { control, handleSubmit, setError } = useForm<ContactRequestInput>({
    resolver: zodResolver(ContactRequestInput),
    defaultValues: { name: '', email: '', company: '', message: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onError: (error) => applyFieldErrors(error, setError, ['name', 'email', 'company', 'message']),
    }),
  );

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        {t('contact.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 5 }}>{t('contact.description')}</Typography>
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          {mutation.isSuccess ? (
            <Stack
              spacing={2}
              sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}
              data-testid="contact-sent"
            >
              <CheckCircleOutlined color="success" sx={{ fontSize: 56 }} />
              <Typography variant="h5" component="h2">
                {t('contact.sentTitle')}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{t('contact.sentDescription')}</Typography>
            </Stack>
          ) : (
            <Stack component="form" spacing={3} onSubmit={onSubmit} noValidate>
              <FormError error={mutation.error} fallbackKey="common:errors.generic" />
              <FormTextField
                control={control}
                name="name"
                label={t('contact.fields.name')}
                autoComplete="name"
              />
              <FormTextField
                control={control}
                name="email"
                type="email"
                label={t('contact.fields.email')}
                autoComplete="email"
              />
              <FormTextField
                control={control}
                name="company"
                label={t('contact.fields.company')}
                autoComplete="organization"
              />
              <FormTextField
                control={control}
                name="message"
                label={t('contact.fields.message')}
                multiline
                minRows={5}
              />
              <Button type="submit" size="large" variant="contained" loading={mutation.isPending}>
                {t('contact.submit')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
