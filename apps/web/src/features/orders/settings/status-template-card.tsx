import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type OrderStatus, orderMessageFields, renderTemplate, type Template } from '@parley/contract';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/form/form-select';
import { renderedComponents } from '../../inbox/rendered-template';
import { TemplatePreview } from '../../templates/components/template-preview';
import { OrderStatusChip } from '../components/order-status-chip';
import {
  noTemplate,
  noTemplateRow,
  type OrderMessagesForm,
  rowFor,
  type StatusTemplateRow,
  sampleValues,
} from './order-message-form';

export interface StatusTemplateCardProps {
  status: OrderStatus;
  control: Control<OrderMessagesForm>;
  templates: readonly Template[];
  /** Sets the status's row at once (a new template brings its own variables). */
  onRowChange: (row: StatusTemplateRow) => void;
}

/** One status: the template that tells the customer outside the window, its variables, and a preview. */
export function StatusTemplateCard({ status, control, templates, onRowChange }: StatusTemplateCardProps) {
  const { t } = useTranslation('orders');
  const row = useWatch({ control, name: `rows.${status}` });
  const template = templates.find((found) => found.id === row.templateId);
  const fieldOptions = orderMessageFields.map((field) => ({
    value: field,
    label: t(`settings.fields.${field}`),
  }));
  const sample = sampleValues(status);
  const rendered =
    template &&
    renderTemplate(
      template.components,
      {
        headers: row.headerFields.map((field) => sample[field]),
        body: row.bodyFields.map((field) => sample[field]),
        buttons: [],
        footer: [],
        carousel: [],
      },
      0,
    );

  return (
    <Card data-testid="status-template" data-status={status}>
      <CardContent>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' } }}>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <OrderStatusChip status={status} />
              <Typography variant="subtitle2">{t(`settings.when.${status}`)}</Typography>
            </Stack>
            <FormSelect
              name={`rows.${status}.templateId`}
              control={control}
              label={t('settings.template')}
              options={[
                { value: noTemplate, label: t('settings.none') },
                ...templates.map((found) => ({
                  value: found.id,
                  label: `${found.name} · ${found.language}`,
                })),
              ]}
              onChanged={(templateId) => {
                const chosen = templates.find((found) => found.id === templateId);
                onRowChange(chosen ? rowFor(chosen) : noTemplateRow);
              }}
            />
            {row.headerFields.map((_, index) => (
              <FormSelect
                key={`header-${index.toString()}`}
                name={`rows.${status}.headerFields.${index}`}
                control={control}
                label={t('settings.headerVariable')}
                options={fieldOptions}
              />
            ))}
            {row.bodyFields.map((_, index) => (
              <FormSelect
                key={`body-${index.toString()}`}
                name={`rows.${status}.bodyFields.${index}`}
                control={control}
                label={t('settings.bodyVariable', { number: index + 1 })}
                options={fieldOptions}
              />
            ))}
          </Stack>
          {rendered && template ? (
            <TemplatePreview components={renderedComponents(rendered)} language={template.language} />
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary', alignSelf: 'center' }}>
              {t('settings.noneHint')}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
