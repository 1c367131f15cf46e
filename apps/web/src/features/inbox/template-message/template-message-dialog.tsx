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
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Conversation, renderTemplate, type Template } from '@parley/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useContact } from '../../contacts/api';
import { useTemplates } from '../../templates/api';
import { TemplatePreview } from '../../templates/components/template-preview';
import { useSendTemplate } from '../api';
import { renderedComponents } from '../rendered-template';
import { PreviewHint } from './preview-hint';
import {
  allFilled,
  type FilledVariables,
  prefilledVariables,
  previewVariables,
  type TemplateFields,
  templateFields,
} from './template-fields';
import { VariableFields } from './variable-fields';

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

  const setPreview = (card: number | undefined, previewUrl: string | undefined) =>
    setPreviews((current) =>
      card === undefined
        ? { ...current, header: keepPreview(previewUrl) }
        : {
            ...current,
            cards: Array.from({ length: Math.max(current.cards.length, card + 1) }, (_, position) =>
              position === card ? keepPreview(previewUrl) : current.cards[position],
            ),
          },
    );

  const rendered =
    chosen && values
      ? renderTemplate(chosen.template.components, previewVariables(chosen.fields, values), cardIndex)
      : undefined;

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
                  // The dialog's first focus goes here: focus the dialog moved in after a click that
                  // opened this list would close it again.
                  autoFocus
                  label={t('template.choose')}
                  slotProps={{
                    ...params.slotProps,
                    htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'template-choice' },
                  }}
                />
              )}
            />
            {chosen && values && (
              <VariableFields
                key={chosen.template.id}
                fields={chosen.fields}
                values={values}
                onChange={(update) => setValues((current) => current && update(current))}
                showMissing={showMissing}
                onMediaPreview={setPreview}
                beforeCards={
                  <TextField
                    select
                    size="small"
                    label={t('template.cardIndex')}
                    value={cardIndex}
                    onChange={(event) => setCardIndex(Number(event.target.value))}
                    slotProps={{ htmlInput: { 'data-testid': 'card-index' } }}
                  >
                    {chosen.fields.carousel.map((_, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a card is its position.
                      <MenuItem key={index} value={index}>
                        {t('template.card', { number: index + 1 })}
                      </MenuItem>
                    ))}
                  </TextField>
                }
              />
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
              <PreviewHint text={t('template.previewHint')} />
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
