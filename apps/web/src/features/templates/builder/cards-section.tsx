import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cardHeaderFormats, type TemplateDraft } from '@parley/contract';
import {
  type Control,
  type FieldError,
  get,
  type UseFormSetValue,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/form/form-select';
import { validationText } from '../../../lib/error-text';
import { BodyField } from './body-field';
import { ButtonsField } from './buttons-field';
import { MediaUploadField } from './media-upload-field';
import { cardLike, maxButtons } from './template-draft';
import type { TemplateMedia } from './use-template-media';

/** Spec §7: a carousel has 10 card slots. */
const maxCards = 10;
const minCards = 2;
const cardButtonTypes = ['QUICK_REPLY', 'URL', 'PHONE_NUMBER'] as const;

export interface CardsSectionProps {
  control: Control<TemplateDraft>;
  setValue: UseFormSetValue<TemplateDraft>;
  channelId: string;
  media: TemplateMedia;
}

/** The carousel's 2 to 10 cards, each with its media, body and buttons, all like the first. */
export function CardsSection({ control, setValue, channelId, media }: CardsSectionProps) {
  const { t } = useTranslation('template-builder');
  const cards = useWatch({ control, name: 'cards' }) ?? [];
  const { errors } = useFormState({ control, name: 'cards' });
  const cardsError = errors.cards as (FieldError & { root?: FieldError }) | undefined;
  const countMessage = validationText(t, cardsError?.root?.message ?? cardsError?.message);

  const addCard = () => {
    setValue('cards', [...cards, cardLike(cards[0])], { shouldValidate: true });
    media.addCard();
  };
  const removeCard = (index: number) => {
    setValue(
      'cards',
      cards.filter((_, other) => other !== index),
      { shouldValidate: true },
    );
    media.removeCard(index);
  };

  return (
    <Stack spacing={3}>
      {cards.map((card, index) => {
        const key = media.cardKeys[index] ?? String(index);
        const notAlike = (get(errors, `cards.${index}`) as FieldError | undefined)?.message;
        return (
          <Box
            key={key}
            component="fieldset"
            aria-label={t('cards.card', { number: index + 1 })}
            data-testid="card-editor"
            sx={{ m: 0, p: 2.5, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
              <Typography variant="subtitle1" component="legend" sx={{ float: 'left', p: 0 }}>
                {t('cards.card', { number: index + 1 })}
              </Typography>
              <IconButton
                onClick={() => removeCard(index)}
                disabled={cards.length <= minCards}
                aria-label={t('cards.remove', { number: index + 1 })}
              >
                <DeleteOutlined />
              </IconButton>
            </Stack>
            <Stack spacing={2.5} sx={{ clear: 'both' }}>
              {notAlike && <FormHelperText error>{validationText(t, notAlike)}</FormHelperText>}
              <FormSelect
                control={control}
                name={`cards.${index}.header.format`}
                label={t('cards.media')}
                options={cardHeaderFormats.map((value) => ({ value, label: t(`formats.${value}`) }))}
                onChanged={() => {
                  setValue(`cards.${index}.header.handle`, undefined, { shouldValidate: true });
                  media.showCard(key, undefined);
                }}
              />
              <MediaUploadField
                key={card.header.format}
                control={control}
                name={`cards.${index}.header.handle`}
                channelId={channelId}
                format={card.header.format}
                onPicked={(file) => media.showCard(key, file)}
              />
              <BodyField
                control={control}
                name={`cards.${index}.body`}
                label={t('cards.body')}
                maxLength={160}
              />
              <ButtonsField
                control={control}
                name={`cards.${index}.buttons`}
                types={cardButtonTypes}
                max={maxButtons.card}
                limitsHint={t('buttons.cardLimits')}
              />
            </Stack>
          </Box>
        );
      })}
      {countMessage && <FormHelperText error>{countMessage}</FormHelperText>}
      <Button
        variant="outlined"
        startIcon={<Add />}
        onClick={addCard}
        disabled={cards.length >= maxCards}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="add-card"
      >
        {t('cards.add')}
      </Button>
      {cards.length >= maxCards && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('cards.limit', { max: maxCards })}
        </Typography>
      )}
    </Stack>
  );
}
