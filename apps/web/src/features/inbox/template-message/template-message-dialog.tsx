import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Conversation, renderTemplate, type Template, type TemplateHeaderMedia } from '@parley/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useContact } from '../../contacts/api';
import { useTemplates } from '../../templates/api';
import { TemplatePreview } from '../../templates/components/template-preview';
import { useSendTemplate } from '../api';
import { renderedComponents } from '../rendered-template';
import { HeaderMediaField } from './header-media-field';
import {
  allFilled,
  type FilledVariables,
  prefilledVariables,
  previewVariables,
  type TemplateFields,
  templateFields,
} from './template-fields';
import { VariableInputs } from './variable-inputs';

export interface TemplateMessageDialogProps {
  conversation: Conversation;
  open: boolean;
  onClose: () => void;
}

/** An approved template is the only message that may open a conversation or go out after its window. */
const approvedTemplates = { status: 'APPROVED', page: 1, records: 100 } as const;

interface Chosen {
  template: Template;
  fields: TemplateFields;
}

/**
 * The direct template message: choose one of the channel's approved templates, fill its variables
 * (prefilled from the contact, see `prefillValue`), pick the carousel card shown first, check the
 * live preview, send. What was chosen and typed is forgotten once the dialog closes.
 */
export function TemplateMessageDialog({ conversation, open, onClose }: TemplateMessageDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      data-testid="template-dialog"
    >
      <TemplateMessageForm conversation={conversation} onClose={onClose} />
    </Dialog>
  );
}

function TemplateMessageForm({ conversation, onClose }: Omit<TemplateMessageDialogProps, 'open'>) {
  const { t } = useTranslation('inbox');
  const toast = useToast();
  const templates = useTemplates(conversation.channelId, approvedTemplates);
  const contact = useContact(conversation.contact.contactId);
  const send = useSendTemplate(conversation.conversationId);
  const [chosen, setChosen] = useState<Chosen>();
  const [values, setValues] = useState<FilledVariables>();
  const [cardIndex, setCardIndex] = useState(0);
  const [showMissing, setShowMissing] = useState(false);
  // The uploaded header files as the preview shows them: the template's, and each card's by position.
  const [previews, setPreviews] = useState<{ header?: string; cards: (string | undefined)[] }>({ cards: [] });
  const shownUrls = useRef(new Set<string>());
  useEffect(() => {
    const urls = shownUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);
  const keepPreview = (url: string | undefined) => {
    if (url) shownUrls.current.add(url);
    return url;
  };

  const choose = (template: Template | null) => {
    setShowMissing(false);
    setCardIndex(0);
    setPreviews({ cards: [] });
    if (!template) {
      setChosen(undefined);
      setValues(undefined);
      return;
    }
    const fields = templateFields(template.components);
    setChosen({ template, fields });
    setValues(
      prefilledVariables(fields, {
        name: contact.data?.name ?? conversation.contact.name,
        phone: conversation.contact.phone,
        attributes: contact.data?.attributes ?? {},
      }),
    );
  };

  const submit = () => {
    if (!chosen || !values) return;
    if (!allFilled(chosen.fields, values)) {
      setShowMissing(true);
      return;
    }
    send.mutate(
      { templateId: chosen.template.id, variables: values, cardIndex },
      {
        onSuccess: () => {
          toast.success(t('messages.templateSent'));
          onClose();
        },
        onError: (error) => toast.error(errorText(t, error, 'messages.templateSendFailed')),
      },
    );
  };

  const setGroup = (group: 'headers' | 'body' | 'buttons') => (index: number, value: string) =>
    setValues((current) => current && { ...current, [group]: replaceAt(current[group], index, value) });
  const setCard = (card: number, group: 'body' | 'buttons') => (index: number, value: string) =>
    setValues(
      (current) =>
        current && {
          ...current,
          carousel: current.carousel.map((values, position) =>
            position === card ? { ...values, [group]: replaceAt(values[group], index, value) } : values,
          ),
        },
    );

  const setHeaderMedia = (media: TemplateHeaderMedia | undefined, previewUrl?: string) => {
    setValues((current) => current && withoutUndefined({ ...current, headerMedia: media }));
    setPreviews((current) => ({ ...current, header: keepPreview(previewUrl) }));
  };
  const setCardMedia = (card: number) => (media: TemplateHeaderMedia | undefined, previewUrl?: string) => {
    setValues(
      (current) =>
        current && {
          ...current,
          carousel: current.carousel.map((values, position) =>
            position === card ? withoutUndefined({ ...values, headerMedia: media }) : values,
          ),
        },
    );
    setPreviews((current) => ({
      ...current,
      cards: Array.from({ length: Math.max(current.cards.length, card + 1) }, (_, position) =>
        position === card ? keepPreview(previewUrl) : current.cards[position],
      ),
    }));
  };

  const rendered =
    chosen && values
      ? renderTemplate(chosen.template.components, previewVariables(chosen.fields, values), cardIndex)
      : undefined;
  const cards = chosen?.fields.carousel ?? [];

  return (
    <>
      <DialogTitle>{t('template.title')}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' } }}>
          <Stack spacing={2.5}>
            <Autocomplete
              options={templates.data?.data ?? []}
              loading={templates.isPending}
              value={chosen?.template ?? null}
              onChange={(_, template) => choose(template)}
              getOptionLabel={(template) => `${template.name} · ${template.language}`}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              noOptionsText={t('template.noneApproved')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('template.choose')}
                  slotProps={{
                    ...params.slotProps,
                    htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'template-choice' },
                  }}
                />
              )}
            />
            {chosen && values && (
              <>
                <VariableInputs
                  title={t('template.header')}
                  fields={chosen.fields.headers}
                  values={values.headers}
                  onChange={setGroup('headers')}
                  kind="variable"
                  showMissing={showMissing}
                  testId="header-variable"
                />
                {chosen.fields.headerMedia && (
                  <HeaderMediaField
                    key={chosen.template.id}
                    title={t(`template.headerMedia.title.${chosen.fields.headerMedia.format}`)}
                    slot={chosen.fields.headerMedia}
                    value={values.headerMedia}
                    onChange={setHeaderMedia}
                    showMissing={showMissing}
                    testId="header-media"
                  />
                )}
                <VariableInputs
                  title={t('template.body')}
                  fields={chosen.fields.body}
                  values={values.body}
                  onChange={setGroup('body')}
                  kind="variable"
                  showMissing={showMissing}
                  testId="body-variable"
                />
                <VariableInputs
                  title={t('template.buttons')}
                  fields={chosen.fields.buttons}
                  values={values.buttons}
                  onChange={setGroup('buttons')}
                  kind="button"
                  showMissing={showMissing}
                  testId="button-variable"
                />
                {cards.length > 0 && (
                  <TextField
                    select
                    size="small"
                    label={t('template.cardIndex')}
                    value={cardIndex}
                    onChange={(event) => setCardIndex(Number(event.target.value))}
                    slotProps={{ htmlInput: { 'data-testid': 'card-index' } }}
                  >
                    {cards.map((_, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a card is its position.
                      <MenuItem key={index} value={index}>
                        {t('template.card', { number: index + 1 })}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
                {cards.map((card, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a card is its position.
                  <Stack key={index} spacing={1.5}>
                    {card.headerMedia && (
                      <HeaderMediaField
                        key={chosen.template.id}
                        title={t('template.cardMedia', { number: index + 1 })}
                        slot={card.headerMedia}
                        value={values.carousel[index]?.headerMedia}
                        onChange={setCardMedia(index)}
                        showMissing={showMissing}
                        testId={`card-${index}-media`}
                      />
                    )}
                    <VariableInputs
                      title={t('template.cardBody', { number: index + 1 })}
                      fields={card.body}
                      values={values.carousel[index]?.body ?? []}
                      onChange={setCard(index, 'body')}
                      kind="variable"
                      showMissing={showMissing}
                      testId={`card-${index}-body-variable`}
                    />
                    <VariableInputs
                      title={t('template.cardButtons', { number: index + 1 })}
                      fields={card.buttons}
                      values={values.carousel[index]?.buttons ?? []}
                      onChange={setCard(index, 'buttons')}
                      kind="button"
                      showMissing={showMissing}
                      testId={`card-${index}-button-variable`}
                    />
                  </Stack>
                ))}
                {allEmpty(chosen.fields) && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('template.noVariables')}
                  </Typography>
                )}
              </>
            )}
          </Stack>
          <Box>
            {rendered ? (
              <TemplatePreview
                components={renderedComponents(rendered)}
                language={chosen?.template.language}
                headerMediaUrl={
                  previews.header ??
                  (rendered.header && 'link' in rendered.header ? rendered.header.link : undefined)
                }
                cardMediaUrls={(rendered.cards ?? []).map(
                  (card, index) => previews.cards[index] ?? card.header?.link,
                )}
              />
            ) : (
              <Box
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  minHeight: 320,
                  borderRadius: 2,
                  border: 1,
                  borderStyle: 'dashed',
                  borderColor: 'divider',
                  color: 'text.secondary',
                  textAlign: 'center',
                  p: 2,
                }}
              >
                <Typography variant="body2">{t('template.previewHint')}</Typography>
              </Box>
            )}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={!chosen}
          loading={send.isPending}
          data-testid="template-send"
        >
          {t('actions.send')}
        </Button>
      </DialogActions>
    </>
  );
}

/** Leaves out a media no longer chosen, as the request does. */
function withoutUndefined<T extends { headerMedia?: TemplateHeaderMedia }>(values: T): T {
  const { headerMedia, ...rest } = values;
  return (headerMedia ? { ...rest, headerMedia } : rest) as T;
}

const replaceAt = (list: string[], index: number, value: string) =>
  list.map((item, position) => (position === index ? value : item));

const allEmpty = (fields: TemplateFields) =>
  fields.headers.length + fields.body.length + fields.buttons.length === 0 &&
  !fields.headerMedia &&
  fields.carousel.every((card) => card.body.length + card.buttons.length === 0 && !card.headerMedia);
