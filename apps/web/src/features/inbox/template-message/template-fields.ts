import {
  buttonsOf,
  buttonVariable,
  carouselCardsOf,
  componentOf,
  distinctVariables,
  type MediaHeaderSlot,
  mediaHeaderSlot,
  type StoredComponent,
  type TemplateHeaderMedia,
} from '@parley/contract';

/** One value to fill in: the variable's name (`1`, `first_name`) or the button's text, and its example. */
export interface VariableField {
  name: string;
  example?: string;
}

/**
 * A template's variables grouped as the contract's `TemplateVariables`, in the order their values go,
 * and its media headers (the template's, each card's), whose media is chosen when the message is sent.
 */
export interface TemplateFields {
  headers: VariableField[];
  headerMedia?: MediaHeaderSlot;
  body: VariableField[];
  buttons: VariableField[];
  carousel: { body: VariableField[]; buttons: VariableField[]; headerMedia?: MediaHeaderSlot }[];
}

/** Values in the same groups and order: what the direct template message sends. */
export interface FilledVariables {
  headers: string[];
  headerMedia?: TemplateHeaderMedia;
  body: string[];
  buttons: string[];
  footer: string[];
  carousel: { body: string[]; buttons: string[]; headerMedia?: TemplateHeaderMedia }[];
}

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose =>
  typeof value === 'object' && value !== null ? (value as Loose) : {};
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const firstText = (value: unknown): string | undefined =>
  Array.isArray(value) ? text(value[0]) : text(value);

/** The fields the agent fills, counted with the contract's rules (one per distinct variable, …). */
export function templateFields(components: StoredComponent[]): TemplateFields {
  const header = componentOf(components, 'HEADER');
  const isTextHeader = String(header?.format ?? 'TEXT').toUpperCase() === 'TEXT';
  const headerMedia = mediaHeaderSlot(components);
  return {
    headers: isTextHeader && header ? textFields(header, 'header_text', (example) => example) : [],
    ...(headerMedia ? { headerMedia } : {}),
    body: bodyFields(components),
    buttons: buttonFields(components),
    carousel: carouselCardsOf(components).map((card) => {
      const cardMedia = mediaHeaderSlot(card);
      return {
        body: bodyFields(card),
        buttons: buttonFields(card),
        ...(cardMedia ? { headerMedia: cardMedia } : {}),
      };
    }),
  };
}

function bodyFields(components: StoredComponent[]): VariableField[] {
  const body = componentOf(components, 'BODY');
  return body
    ? textFields(body, 'body_text', (example) => (Array.isArray(example) ? example[0] : undefined))
    : [];
}

/** A text's variables with the example the template was approved with: by position or by name. */
function textFields(
  component: StoredComponent,
  kind: 'header_text' | 'body_text',
  positional: (example: unknown) => unknown,
): VariableField[] {
  const example = record(component.example);
  const byPosition = positional(example[kind]);
  const byName = Array.isArray(example[`${kind}_named_params`])
    ? (example[`${kind}_named_params`] as unknown[])
    : [];
  return distinctVariables(text(component.text)).map((name) => {
    const value = /^\d+$/.test(name)
      ? Array.isArray(byPosition)
        ? text(byPosition[Number(name) - 1])
        : undefined
      : text(byName.map(record).find((param) => param.param_name === name)?.example);
    return { name, ...(value ? { example: value } : {}) };
  });
}

function buttonFields(components: StoredComponent[]): VariableField[] {
  return buttonsOf(components)
    .filter((button) => buttonVariable(button))
    .map((button) => {
      const example = firstText(button.example);
      return { name: text(button.text) ?? String(button.type), ...(example ? { example } : {}) };
    });
}

/** Empty values in the shape of the fields. */
export function emptyVariables(fields: TemplateFields): FilledVariables {
  const blanks = (list: VariableField[]) => list.map(() => '');
  return {
    headers: blanks(fields.headers),
    body: blanks(fields.body),
    buttons: blanks(fields.buttons),
    footer: [],
    carousel: fields.carousel.map((card) => ({ body: blanks(card.body), buttons: blanks(card.buttons) })),
  };
}

export interface ContactFacts {
  name: string | null;
  phone: string;
  attributes: Readonly<Record<string, string>>;
}

const normalise = (key: string) => key.toLowerCase().replace(/[\s_-]/g, '');
const nameKeys = new Set(['name', 'fullname', 'customername', 'contactname']);
const phoneKeys = new Set(['phone', 'phonenumber', 'mobile', 'whatsapp']);
/** One or two capitalised words, as in "Pablo" or "Maria Silva": an example that is a person's name. */
const personName = /^\p{Lu}\p{Ll}+( \p{Lu}\p{Ll}+)?$/u;

/**
 * What a variable is prefilled with from the contact, so the agent only checks it:
 * 1. a named variable takes the contact's attribute of the same name (compared without case,
 *    spaces, `_` and `-`); failing that, `name`, `full_name`, `customer_name` and `contact_name`
 *    take the contact's name, `first_name` its first word, `phone` and `phone_number` the number;
 * 2. a text's `{{1}}` whose example looks like a person's name ("Pablo", "Maria Silva") takes the
 *    contact's name: templates greet with their first variable ("Hi {{1}}");
 * 3. anything else, and every button, starts empty.
 */
export function prefillValue(field: VariableField, contact: ContactFacts): string {
  const key = normalise(field.name);
  const attribute = Object.entries(contact.attributes).find(([name]) => normalise(name) === key)?.[1];
  if (attribute) return attribute;
  const name = contact.name?.trim() ?? '';
  if (nameKeys.has(key)) return name;
  if (key === 'firstname') return name.split(/\s+/)[0] ?? '';
  if (phoneKeys.has(key)) return contact.phone;
  if (field.name === '1' && field.example && personName.test(field.example.trim())) return name;
  return '';
}

export function prefilledVariables(fields: TemplateFields, contact: ContactFacts): FilledVariables {
  const prefill = (list: VariableField[]) => list.map((field) => prefillValue(field, contact));
  return {
    ...emptyVariables(fields),
    headers: prefill(fields.headers),
    body: prefill(fields.body),
    carousel: fields.carousel.map((card) => ({
      body: prefill(card.body),
      buttons: card.buttons.map(() => ''),
    })),
  };
}

/**
 * Every field has a value (the provider refuses a template with an empty parameter), and every media
 * header without a sample link has its media.
 */
export function allFilled(fields: TemplateFields, values: FilledVariables): boolean {
  return (
    [
      ...values.headers,
      ...values.body,
      ...values.buttons,
      ...values.carousel.flatMap((card) => [...card.body, ...card.buttons]),
    ].every((value) => value.trim() !== '') &&
    !mediaMissing(fields.headerMedia, values.headerMedia) &&
    fields.carousel.every(
      (card, index) => !mediaMissing(card.headerMedia, values.carousel[index]?.headerMedia),
    )
  );
}

/** A media header that sends nothing unless its media is chosen. */
export const mediaMissing = (slot: MediaHeaderSlot | undefined, chosen: TemplateHeaderMedia | undefined) =>
  slot !== undefined && slot.sampleLink === undefined && chosen === undefined;

/** The values for the live preview: an empty one shows as its variable, `{{1}}`. */
export function previewVariables(fields: TemplateFields, values: FilledVariables): FilledVariables {
  const shown = (list: VariableField[], given: string[]) =>
    list.map((field, index) => given[index]?.trim() || `{{${field.name}}}`);
  return {
    headers: shown(fields.headers, values.headers),
    ...(values.headerMedia ? { headerMedia: values.headerMedia } : {}),
    body: shown(fields.body, values.body),
    buttons: values.buttons,
    footer: [],
    carousel: fields.carousel.map((card, index) => {
      const headerMedia = values.carousel[index]?.headerMedia;
      return {
        body: shown(card.body, values.carousel[index]?.body ?? []),
        buttons: values.carousel[index]?.buttons ?? [],
        ...(headerMedia ? { headerMedia } : {}),
      };
    }),
  };
}
