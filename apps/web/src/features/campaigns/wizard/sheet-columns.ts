import type { CampaignFileMapping } from '@parley/contract';
import type { TemplateFields, VariableField } from '../../inbox/template-message/template-fields';

/** A template variable a dynamic sheet's column fills, keyed by its place in `variables` (`body.0`). */
export interface VariableSlot {
  key: string;
  field: VariableField;
  group: 'headers' | 'body' | 'buttons';
  /** The carousel card it belongs to. */
  card?: number;
}

/** Every variable of the template in the order its values go, as the mapping names them. */
export function variableSlots(fields: TemplateFields): VariableSlot[] {
  const slots = (group: VariableSlot['group'], list: VariableField[], prefix = '', card?: number) =>
    list.map((field, index) => ({
      key: `${prefix}${group}.${index}`,
      field,
      group,
      ...(card !== undefined && { card }),
    }));
  return [
    ...slots('headers', fields.headers),
    ...slots('body', fields.body),
    ...slots('buttons', fields.buttons),
    ...fields.carousel.flatMap((card, index) => [
      ...slots('body', card.body, `carousel.${index}.`, index),
      ...slots('buttons', card.buttons, `carousel.${index}.`, index),
    ]),
  ];
}

const normalise = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const phoneColumns = new Set(['phone', 'phonenumber', 'mobile', 'number', 'whatsapp', 'whatsappnumber']);
const nameColumns = new Set(['name', 'fullname', 'customername', 'contactname']);
const singular = { headers: 'header', body: 'body', buttons: 'button' } as const;

/**
 * The columns read without the user having to choose: the phone and name columns by their usual
 * headers, and a variable's column when its header names the variable as the sample sheet does
 * (`body.0`, `Body {{1}}`, or a named variable's name), compared without case, spaces or signs.
 */
export function autoMapping(columns: string[], slots: VariableSlot[]): CampaignFileMapping {
  const find = (accept: (normalised: string) => boolean) =>
    columns.find((column) => accept(normalise(column)));
  const phoneNumber = find((column) => phoneColumns.has(column)) ?? '';
  const name = find((column) => nameColumns.has(column));
  const variables: Record<string, string> = {};
  for (const slot of slots) {
    const card = slot.card === undefined ? '' : `card${slot.card + 1}`;
    const candidates = new Set([
      normalise(slot.key),
      normalise(`${card}${singular[slot.group]}${slot.field.name}`),
      normalise(`${card}${slot.group}${slot.field.name}`),
      ...(/^\d+$/.test(slot.field.name) || card ? [] : [normalise(slot.field.name)]),
    ]);
    const column = find((column) => candidates.has(column));
    if (column) variables[slot.key] = column;
  }
  return { phoneNumber, ...(name && { name }), variables };
}

/** The phone column and every variable's column are chosen. */
export function mappingComplete(mapping: CampaignFileMapping, slots: VariableSlot[]): boolean {
  return mapping.phoneNumber !== '' && slots.every((slot) => Boolean(mapping.variables?.[slot.key]));
}
