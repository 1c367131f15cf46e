import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FlowNode, flowLimits, questionResponseTypes } from '@parley/contract';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../../components/form/form-select';
import { NodeField, useNodeForm } from './form-kit';

type QuestionConfig = Extract<FlowNode, { inputType: 'question' }>['questionConfig'];

/** A question node: what is asked, what answer is taken, and where the answer is kept. */
export function QuestionForm({
  config,
  onChange,
}: {
  config: QuestionConfig;
  onChange: (config: QuestionConfig) => void;
}) {
  const { t } = useTranslation('chatbots');
  const { control, setValue } = useNodeForm(config, onChange);
  const responseType = useWatch({ control, name: 'responseType' });
  return (
    <Stack spacing={2}>
      <NodeField
        control={control}
        name="displayText"
        label={t('question.displayText')}
        multiline
        minRows={3}
        limit={flowLimits.bodyLength}
        slotProps={{ htmlInput: { 'data-testid': 'question-text' } }}
      />
      <SuggestedAnswers control={control} setValue={setValue} />
      <FormSelect
        control={control}
        name="responseType"
        label={t('question.responseType')}
        options={questionResponseTypes.map((type) => ({ value: type, label: t(`question.types.${type}`) }))}
      />
      {responseType === 'regex' && (
        <NodeField
          control={control}
          name="validation.pattern"
          label={t('question.pattern')}
          helperText={t('question.patternHint')}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      )}
      <NodeField
        control={control}
        name="validation.retryLimit"
        label={t('question.retryLimit')}
        helperText={t('question.retryLimitHint')}
        type="number"
        parse={(text) => Math.max(0, Math.min(10, Math.trunc(Number(text) || 0)))}
        slotProps={{ htmlInput: { min: 0, max: 10, dir: 'ltr' } }}
      />
      <NodeField
        control={control}
        name="errorMessage"
        label={t('question.errorMessage')}
        multiline
        minRows={2}
        limit={flowLimits.bodyLength}
      />
      <NodeField
        control={control}
        name="responseVariable"
        label={t('question.responseVariable')}
        helperText={t('question.responseVariableHint')}
        slotProps={{ htmlInput: { dir: 'ltr', maxLength: flowLimits.variableNameLength } }}
      />
      <NodeField
        control={control}
        name="responseBody"
        label={t('question.responseBody')}
        helperText={t('question.responseBodyHint', {
          placeholder: '{{variable}}',
          example: t('question.responseBodyExample', { name: '{{name}}' }),
        })}
        multiline
        minRows={2}
        limit={flowLimits.bodyLength}
        slotProps={{ htmlInput: { 'data-testid': 'question-response-body' } }}
      />
      <NodeField
        control={control}
        name="contactAttribute"
        label={t('question.contactAttribute')}
        helperText={t('question.contactAttributeHint')}
        parse={(text) => (text.trim() ? text : null)}
        slotProps={{ htmlInput: { maxLength: 50 } }}
      />
    </Stack>
  );
}

/** Answers offered as reply buttons with the question; the customer may still type any other. */
function SuggestedAnswers({
  control,
  setValue,
}: {
  control: Control<QuestionConfig>;
  setValue: UseFormSetValue<QuestionConfig>;
}) {
  const { t } = useTranslation('chatbots');
  const variants = useWatch({ control, name: 'answerVariants' }) ?? [];
  const set = (next: string[]) => setValue('answerVariants', next, { shouldDirty: true });
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2">
        {t('question.answerVariants', { limit: flowLimits.buttons })}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary', mt: '0 !important' }}>
        {t('question.answerVariantsHint')}
      </Typography>
      {variants.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a suggestion is its place in the list.
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <NodeField
            control={control}
            name={`answerVariants.${index}`}
            label={t('question.answerVariant', { number: index + 1 })}
            limit={flowLimits.buttonTitleLength}
            slotProps={{ htmlInput: { 'data-testid': 'answer-variant' } }}
          />
          <IconButton
            onClick={() => set(variants.filter((_, at) => at !== index))}
            aria-label={t('question.removeAnswerVariant', { number: index + 1 })}
          >
            <DeleteOutlined />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => set([...variants, ''])}
        disabled={variants.length >= flowLimits.buttons}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="add-answer-variant"
      >
        {t('question.addAnswerVariant')}
      </Button>
    </Stack>
  );
}
