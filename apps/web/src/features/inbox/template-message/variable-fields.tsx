import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TemplateHeaderMedia } from '@parley/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderMediaField } from './header-media-field';
import type { FilledVariables, TemplateFields } from './template-fields';
import { VariableInputs } from './variable-inputs';

export interface VariableFieldsProps {
  fields: TemplateFields;
  values: FilledVariables;
  /** Takes a change of the values, applied to the latest ones (an upload ends after other edits). */
  onChange: (update: (values: FilledVariables) => FilledVariables) => void;
  showMissing: boolean;
  /** The local file a media header shows until sent: the template's (no card) or a card's. */
  onMediaPreview?: (card: number | undefined, previewUrl: string | undefined) => void;
  /** Shown between the template's own values and the cards'. */
  beforeCards?: ReactNode;
}

/** A template's values to fill: header text or media, body, buttons and each card's. */
export function VariableFields({
  fields,
  values,
  onChange,
  showMissing,
  onMediaPreview,
  beforeCards,
}: VariableFieldsProps) {
  const { t } = useTranslation('inbox');
  const setGroup = (group: 'headers' | 'body' | 'buttons') => (index: number, value: string) =>
    onChange((current) => ({ ...current, [group]: replaceAt(current[group], index, value) }));
  const setCard = (card: number, group: 'body' | 'buttons') => (index: number, value: string) =>
    onChange((current) => ({
      ...current,
      carousel: current.carousel.map((cardValues, position) =>
        position === card
          ? { ...cardValues, [group]: replaceAt(cardValues[group], index, value) }
          : cardValues,
      ),
    }));
  const setHeaderMedia = (media: TemplateHeaderMedia | undefined, previewUrl?: string) => {
    onChange((current) => withMedia(current, media));
    onMediaPreview?.(undefined, previewUrl);
  };
  const setCardMedia = (card: number) => (media: TemplateHeaderMedia | undefined, previewUrl?: string) => {
    onChange((current) => ({
      ...current,
      carousel: current.carousel.map((cardValues, position) =>
        position === card ? withMedia(cardValues, media) : cardValues,
      ),
    }));
    onMediaPreview?.(card, previewUrl);
  };
  const common = { showMissing } as const;

  if (isEmpty(fields))
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('template.noVariables')}
      </Typography>
    );
  return (
    <Stack spacing={2.5}>
      <VariableInputs
        {...common}
        title={t('template.header')}
        fields={fields.headers}
        values={values.headers}
        onChange={setGroup('headers')}
        kind="variable"
        testId="header-variable"
      />
      {fields.headerMedia && (
        <HeaderMediaField
          {...common}
          title={t(`template.headerMedia.title.${fields.headerMedia.format}`)}
          slot={fields.headerMedia}
          value={values.headerMedia}
          onChange={setHeaderMedia}
          testId="header-media"
        />
      )}
      <VariableInputs
        {...common}
        title={t('template.body')}
        fields={fields.body}
        values={values.body}
        onChange={setGroup('body')}
        kind="variable"
        testId="body-variable"
      />
      <VariableInputs
        {...common}
        title={t('template.buttons')}
        fields={fields.buttons}
        values={values.buttons}
        onChange={setGroup('buttons')}
        kind="button"
        testId="button-variable"
      />
      {fields.carousel.length > 0 && beforeCards}
      {fields.carousel.map((card, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a card is its position.
        <Stack key={index} spacing={1.5}>
          {card.headerMedia && (
            <HeaderMediaField
              {...common}
              title={t('template.cardMedia', { number: index + 1 })}
              slot={card.headerMedia}
              value={values.carousel[index]?.headerMedia}
              onChange={setCardMedia(index)}
              testId={`card-${index}-media`}
            />
          )}
          <VariableInputs
            {...common}
            title={t('template.cardBody', { number: index + 1 })}
            fields={card.body}
            values={values.carousel[index]?.body ?? []}
            onChange={setCard(index, 'body')}
            kind="variable"
            testId={`card-${index}-body-variable`}
          />
          <VariableInputs
            {...common}
            title={t('template.cardButtons', { number: index + 1 })}
            fields={card.buttons}
            values={values.carousel[index]?.buttons ?? []}
            onChange={setCard(index, 'buttons')}
            kind="button"
            testId={`card-${index}-button-variable`}
          />
        </Stack>
      ))}
    </Stack>
  );
}

const replaceAt = (list: string[], index: number, value: string) =>
  list.map((item, position) => (position === index ? value : item));

/** The values with this media header, or without one when it is cleared. */
function withMedia<T extends { headerMedia?: TemplateHeaderMedia }>(
  values: T,
  media: TemplateHeaderMedia | undefined,
): T {
  const { headerMedia: _, ...rest } = values;
  return (media ? { ...rest, headerMedia: media } : rest) as T;
}

const isEmpty = (fields: TemplateFields) =>
  !fields.headerMedia &&
  fields.headers.length + fields.body.length + fields.buttons.length === 0 &&
  fields.carousel.every((card) => !card.headerMedia && card.body.length + card.buttons.length === 0);
