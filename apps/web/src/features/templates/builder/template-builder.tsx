import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import {
  CreateTemplateInput,
  type TemplateDraft,
  templateComponents,
  templateLanguageCodes,
  templateTypes,
} from '@parley/contract';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { type Path, type UseFormSetError, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormSection } from '../../../components/form/form-section';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormWithPreview } from '../../../components/form/form-with-preview';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useCreateTemplate, useTemplateConfig } from '../api';
import { TemplatePreview } from '../components/template-preview';
import type { TemplateComponent } from '../template-components';
import { useTemplateLanguages } from '../template-languages';
import { BodyField } from './body-field';
import { ButtonsField } from './buttons-field';
import { CardsSection } from './cards-section';
import { HeaderSection } from './header-section';
import { cardLike, emptyTemplate, maxButtons } from './template-draft';
import { useTemplateMedia } from './use-template-media';

const standardButtonTypes = ['QUICK_REPLY', 'URL', 'PHONE_NUMBER', 'COPY_CODE'] as const;
const resolver = zodResolver(CreateTemplateInput);

export interface TemplateBuilderProps {
  channelId: string;
}

/** The standard or carousel template form beside the live WhatsApp preview of what it submits. */
export function TemplateBuilder({ channelId }: TemplateBuilderProps) {
  const { t } = useTranslation('template-builder');
  const toast = useToast();
  const navigate = useNavigate();
  const config = useTemplateConfig();
  const createTemplate = useCreateTemplate();
  const media = useTemplateMedia();
  const { languages } = useTemplateLanguages();
  const { control, handleSubmit, setValue, setError, trigger, watch, formState, getFieldState, resetField } =
    useForm<TemplateDraft, unknown, CreateTemplateInput>({
      resolver,
      mode: 'onChange',
      defaultValues: emptyTemplate(),
    });
  const draft = useWatch({ control }) as TemplateDraft;
  const isCarousel = draft.templateType === 'Carousel';

  // A change can make a neighbour wrong (a new variable needs its example, a second button may break
  // the grouping), so its whole part is checked again, not only the field that changed.
  useEffect(() => {
    const subscription = watch((_, { name, type }) => {
      const part = name?.split('.')[0];
      if (type === 'change' && part && part !== name) void trigger(part as Path<TemplateDraft>);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger]);

  useEffect(() => {
    if (config.isError) toast.error(t('messages.configFailed'));
  }, [config.isError, toast, t]);

  const lastUsedLanguage = templateLanguageCodes.find((code) => code === config.data?.lastUsedLanguage);
  useEffect(() => {
    if (lastUsedLanguage && !getFieldState('language').isDirty) {
      resetField('language', { defaultValue: lastUsedLanguage });
    }
  }, [lastUsedLanguage, getFieldState, resetField]);

  const changeType = (type: string) => {
    // The parts of the other type would otherwise be checked, and refused, out of sight.
    if (type === 'Carousel') {
      setValue('header', { format: 'NONE' });
      setValue('footer', '');
      setValue('buttons', []);
      setValue('cards', [cardLike(undefined), cardLike(undefined)]);
      media.showHeader(undefined);
      media.resetCards(2);
    } else {
      setValue('cards', []);
      media.resetCards(0);
    }
  };

  const onSubmit = handleSubmit((body) =>
    createTemplate.mutate(
      { channelId, body },
      {
        onSuccess: () => {
          toast.success(t('messages.created'));
          navigate(paths.dashboard.channels.templates(channelId));
        },
        onError: (error) => {
          placeOnFields(error, setError);
          toast.error(creationFailure(error, t));
        },
      },
    ),
  );

  return (
    <FormWithPreview
      onSubmit={onSubmit}
      previewTitle={t('preview')}
      previewWidth={360}
      preview={
        <TemplatePreview
          components={templateComponents(draft) as TemplateComponent[]}
          language={draft.language}
          headerMediaUrl={media.headerUrl}
          cardMediaUrls={media.cardUrls}
        />
      }
    >
      <Card>
        <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
          <Stack spacing={4}>
            <FormSection title={t('sections.details')}>
              <FormTextField
                control={control}
                name="name"
                label={t('fields.name')}
                helperText={t('fields.nameHint')}
                required
                autoFocus
                inputProps={{ dir: 'ltr', 'data-testid': 'template-name-field', autoComplete: 'off' }}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormSelect
                  control={control}
                  name="category"
                  label={t('fields.category')}
                  options={(config.data?.templateCategories ?? [draft.category]).map((value) => ({
                    value,
                    label: t(`categories.${value}`),
                  }))}
                />
                <FormSelect
                  control={control}
                  name="language"
                  label={t('fields.language')}
                  options={languages.map(({ code, name }) => ({ value: code, label: name }))}
                />
              </Stack>
              <FormSelect
                control={control}
                name="templateType"
                label={t('fields.type')}
                options={templateTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
                onChanged={changeType}
              />
            </FormSection>
            <Divider sx={{ borderStyle: 'dashed' }} />
            {!isCarousel && (
              <>
                <FormSection title={t('sections.header')} description={t('sections.headerHint')}>
                  <HeaderSection
                    control={control}
                    setValue={setValue}
                    channelId={channelId}
                    onMediaPicked={media.showHeader}
                  />
                </FormSection>
                <Divider sx={{ borderStyle: 'dashed' }} />
              </>
            )}
            <FormSection title={t('sections.body')} description={t('sections.bodyHint')}>
              <BodyField control={control} name="body" label={t('fields.body')} maxLength={1024} required />
            </FormSection>
            <Divider sx={{ borderStyle: 'dashed' }} />
            {isCarousel ? (
              <FormSection title={t('sections.cards')} description={t('sections.cardsHint')}>
                <CardsSection control={control} setValue={setValue} channelId={channelId} media={media} />
              </FormSection>
            ) : (
              <>
                <FormSection title={t('sections.footer')}>
                  <FormTextField control={control} name="footer" label={t('fields.footer')} />
                </FormSection>
                <Divider sx={{ borderStyle: 'dashed' }} />
                <FormSection title={t('sections.buttons')} description={t('sections.buttonsHint')}>
                  <ButtonsField
                    control={control}
                    name="buttons"
                    types={standardButtonTypes}
                    max={maxButtons.standard}
                    limitsHint={t('buttons.limits')}
                  />
                </FormSection>
              </>
            )}
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              <Button color="inherit" onClick={() => navigate(paths.dashboard.channels.templates(channelId))}>
                {t('actions.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                loading={createTemplate.isPending}
                disabled={formState.isSubmitting}
                data-testid="submit-template"
              >
                {t('actions.submit')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </FormWithPreview>
  );
}

/** Spec §8: the provider's own reason (its name already replaced by "Our"), else the fallback text. */
function creationFailure(error: unknown, t: TFunction<'template-builder'>): string {
  if (error instanceof ApiRequestError && error.code === 'PROVIDER_REFUSED') return error.message;
  return errorText(t, error, 'template-builder:messages.creationFailed');
}

/** A refusal of the server's checks goes next to the fields it is about (`body.examples.0`). */
function placeOnFields(error: unknown, setError: UseFormSetError<TemplateDraft>) {
  if (!(error instanceof ApiRequestError)) return;
  for (const issue of error.fieldIssues) {
    setError(issue.path as Path<TemplateDraft>, { type: 'server', message: issue.message });
  }
}
