import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { CampaignInput, type CampaignType, campaignTypes } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormRadioGroup } from '../../../components/form/form-radio-group';
import { FormTextField } from '../../../components/form/form-text-field';
import { WizardActions } from './wizard-actions';

const InformationInput = z.pick(CampaignInput, { campaignName: true, type: true });
type InformationValues = { campaignName: string; type: CampaignType };

export interface InformationStepProps {
  values: InformationValues;
  onSubmit: (values: InformationValues) => void;
}

/** Step 1: the campaign's name and whether it is standard or dynamic (spec §1). */
export function InformationStep({ values, onSubmit }: InformationStepProps) {
  const { t } = useTranslation('campaign-wizard');
  const { control, handleSubmit } = useForm<InformationValues>({
    resolver: zodResolver(InformationInput),
    defaultValues: values,
  });
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(onSubmit)}>
      <FormTextField
        name="campaignName"
        control={control}
        label={t('information.name')}
        required
        autoFocus
        inputProps={{ 'data-testid': 'campaign-name', maxLength: 100 }}
      />
      <FormRadioGroup
        name="type"
        control={control}
        label={t('information.type')}
        options={campaignTypes.map((type) => ({
          value: type,
          label: t(`types.${type}.label`),
          description: t(`types.${type}.description`),
        }))}
      />
      <WizardActions />
    </Stack>
  );
}
