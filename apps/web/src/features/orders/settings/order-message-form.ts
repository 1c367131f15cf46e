import {
  type OrderMessageField,
  type OrderSettings,
  type OrderSettingsInput,
  type OrderStatus,
  orderMessageFields,
  orderStatuses,
  orderStatusWords,
  orderTemplateUnsuitable,
  type Template,
  templateVariableSlots,
} from '@parley/contract';

/** The form's choice of no template: the customer is told nothing outside the window. */
export const noTemplate = 'none';

/** One status's choice in the form. */
export interface StatusTemplateRow {
  templateId: string;
  headerFields: OrderMessageField[];
  bodyFields: OrderMessageField[];
}

export interface OrderMessagesForm {
  rows: Record<OrderStatus, StatusTemplateRow>;
}

export const noTemplateRow: StatusTemplateRow = { templateId: noTemplate, headerFields: [], bodyFields: [] };

export function formOf(settings: OrderSettings): OrderMessagesForm {
  const rows = Object.fromEntries(
    orderStatuses.map((status) => [status, noTemplateRow]),
  ) as OrderMessagesForm['rows'];
  for (const { status, ...chosen } of settings.statusTemplates) rows[status] = chosen;
  return { rows };
}

export function settingsOf(form: OrderMessagesForm): OrderSettingsInput {
  return {
    statusTemplates: orderStatuses.flatMap((status) => {
      const row = form.rows[status];
      return row.templateId === noTemplate ? [] : [{ status, ...row }];
    }),
  };
}

/** The approved utility templates an order message can use: text variables only. */
export const orderMessageTemplates = (templates: readonly Template[]): Template[] =>
  templates.filter(
    (template) =>
      template.status === 'APPROVED' &&
      template.category === 'UTILITY' &&
      !orderTemplateUnsuitable(template.components),
  );

/** A new template's variables take the order's fields in their usual order: name, reference, status… */
export function rowFor(template: Template): StatusTemplateRow {
  const slots = templateVariableSlots(template.components);
  const fields = (count: number, from = 0): OrderMessageField[] =>
    Array.from(
      { length: count },
      (_, index) => orderMessageFields[(from + index) % orderMessageFields.length] ?? 'customerName',
    );
  return { templateId: template.id, headerFields: fields(slots.headers, 1), bodyFields: fields(slots.body) };
}

/** What a sample order fills each field with, in the preview. */
export const sampleValues = (status: OrderStatus): Record<OrderMessageField, string> => ({
  customerName: 'Ada Lovelace',
  orderReference: '5F3A9C1E',
  orderStatus: orderStatusWords[status],
  orderTotal: '$85.00',
  itemCount: '3',
});
