import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Campaign, RetargetAudience, Template } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import {
  allFilled,
  emptyVariables,
  type FilledVariables,
  type TemplateFields,
  templateFields,
} from '../../inbox/template-message/template-fields';
import { VariableFields } from '../../inbox/template-message/variable-fields';
import { useTemplates } from '../../templates/api';
import { useFollowUpCampaign } from '../api';
import { fromLocalInput, toLocalInput } from '../local-time';

const audiences = ['notRead', 'notReplied', 'replied'] as const satisfies RetargetAudience[];
const sameTemplate = 'same';

export interface RetargetDialogProps {
  campaign: Campaign;
  open: boolean;
  onClose: () => void;
}

/**
 * A new campaign to those of this one who did not read, did not reply, or replied: with the same
 * template (and its values) or another approved one of the channel, now or later. Opens the new
 * campaign once created.
 */
export function RetargetDialog({ campaign, open, onClose }: RetargetDialogProps) {
  const { t } = useTranslation(['campaigns', 'inbox', 'components']);
  const toast = useToast();
  const navigate = useNavigate();
  const followUp = useFollowUpCampaign();
  const templates = useTemplates(campaign.channelId, { status: 'APPROVED', records: 100 });
  const choices = (templates.data?.data ?? []).filter(
    (template) => template.id !== campaign.template.templateId,
  );
  const [audience, setAudience] = useState<RetargetAudience>('notRead');
  const [name, setName] = useState(() => t('retarget.defaultName', { name: campaign.campaignName }));
  const [chosen, setChosen] = useState<{ template: Template; fields: TemplateFields }>();
  const [values, setValues] = useState<FilledVariables>();
  const [later, setLater] = useState(false);
  const [scheduleTime, setScheduleTime] = useState(() => toLocalInput(new Date().toISOString()));
  const [showMissing, setShowMissing] = useState(false);

  const choose = (templateId: string) => {
    const template = choices.find((choice) => choice.id === templateId);
    setShowMissing(false);
    if (!template) {
      setChosen(undefined);
      setValues(undefined);
      return;
    }
    const fields = templateFields(template.components);
    setChosen({ template, fields });
    setValues(emptyVariables(fields));
  };

  const submit = () => {
    if (!name.trim() || (chosen && values && !allFilled(chosen.fields, values))) {
      setShowMissing(true);
      return;
    }
    followUp.mutate(
      {
        campaignId: campaign.campaignId,
        body: {
          campaignName: name.trim(),
          audience,
          ...(chosen && values && { templateId: chosen.template.id, variables: values }),
          ...(later && { scheduleTime: fromLocalInput(scheduleTime) }),
        },
      },
      {
        onSuccess: (created) => {
          toast.success(t('messages.followUpCreated', { count: created.campaignMessageCount }));
          onClose();
          navigate(paths.dashboard.broadcast.details(campaign.channelId, created.campaignId));
        },
        onError: (error) => toast.error(errorText(t, error, 'campaigns:messages.createFailed')),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('retarget.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <FormControl>
            <FormLabel id="retarget-audience">{t('retarget.audience')}</FormLabel>
            <RadioGroup
              aria-labelledby="retarget-audience"
              value={audience}
              onChange={(event) => setAudience(event.target.value as RetargetAudience)}
            >
              {audiences.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio slotProps={{ input: { 'data-testid': `audience-${option}` } as object }} />}
                  label={t(`retarget.audiences.${option}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            label={t('retarget.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={showMissing && !name.trim()}
            helperText={showMissing && !name.trim() ? t('common:validation.campaignNameRequired') : undefined}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'retarget-name' } }}
          />
          <TextField
            select
            label={t('retarget.template')}
            value={chosen?.template.id ?? sameTemplate}
            onChange={(event) => choose(event.target.value)}
          >
            <MenuItem value={sameTemplate}>
              {t('retarget.sameTemplate', { name: campaign.template.name })}
            </MenuItem>
            {choices.map((template) => (
              <MenuItem key={template.id} value={template.id}>
                {template.name} · {template.language}
              </MenuItem>
            ))}
          </TextField>
          {chosen && values && (
            <VariableFields
              key={chosen.template.id}
              fields={chosen.fields}
              values={values}
              onChange={(update) => setValues((current) => current && update(current))}
              showMissing={showMissing}
            />
          )}
          <FormControl>
            <FormLabel id="retarget-when">{t('retarget.when')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="retarget-when"
              value={later ? 'later' : 'now'}
              onChange={(event) => setLater(event.target.value === 'later')}
            >
              <FormControlLabel value="now" control={<Radio />} label={t('retarget.now')} />
              <FormControlLabel value="later" control={<Radio />} label={t('retarget.later')} />
            </RadioGroup>
          </FormControl>
          {later && (
            <TextField
              type="datetime-local"
              label={t('reschedule.time')}
              value={scheduleTime}
              onChange={(event) => setScheduleTime(event.target.value)}
              helperText={t('reschedule.timeZone', {
                timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
              })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('components:actions.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          loading={followUp.isPending}
          data-testid="retarget-submit"
        >
          {t('retarget.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
