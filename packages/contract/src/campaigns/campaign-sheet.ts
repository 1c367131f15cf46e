import type { z } from 'zod/mini';
import type { TemplateVariables } from '../inbox/inbox.schemas';
import {
  buttonsOf,
  buttonVariable,
  carouselCardsOf,
  componentOf,
  distinctVariables,
  type StoredComponent,
} from '../inbox/template-message';

/**
 * One column of a dynamic campaign's sheet: `key` is its place in a recipient's variables
 * (`headers.0`, `body.1`, `buttons.0`, `carousel.2.body.0`, `carousel.2.buttons.0`, `headerMedia`,
 * `carousel.2.headerMedia`) or `phoneNumber` / `name`; `header` is what the sample sheet calls it,
 * so an uploaded sheet with these headers maps by itself.
 */
export interface CampaignSheetColumn {
  key: string;
  header: string;
  example: string;
}

export const campaignSheetPhoneColumn: CampaignSheetColumn = {
  key: 'phoneNumber',
  header: 'Phone Number',
  example: '+14155550123',
};
export const campaignSheetNameColumn: CampaignSheetColumn = { key: 'name', header: 'Name', example: 'Ada' };

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const isMediaHeader = (header: StoredComponent | undefined) =>
  header !== undefined && ['IMAGE', 'VIDEO', 'DOCUMENT'].includes(String(header.format).toUpperCase());
const sampleLink = 'https://example.com/media.jpg';

/** The examples a template was reviewed with, by variable order; empty when it has none. */
function examplesOf(component: StoredComponent | undefined, field: 'body_text' | 'header_text'): string[] {
  const example = component?.example as Record<string, unknown> | undefined;
  const values = example?.[field];
  const flat = Array.isArray(values) && Array.isArray(values[0]) ? values[0] : values;
  return Array.isArray(flat) ? flat.map((value) => String(value)) : [];
}

function buttonColumns(components: StoredComponent[], keyPrefix: string, headerPrefix: string) {
  return buttonsOf(components)
    .filter(buttonVariable)
    .map((button, index) => {
      const kind = buttonVariable(button) === 'copy_code' ? 'code' : 'link ending';
      const example = Array.isArray(button.example) ? String(button.example[0] ?? '') : '';
      return {
        key: `${keyPrefix}buttons.${index}`,
        header: `${headerPrefix}Button ${index + 1} ${kind}`,
        example: example || (kind === 'code' ? 'CODE10' : 'offer'),
      };
    });
}

function bodyColumns(components: StoredComponent[], keyPrefix: string, headerPrefix: string) {
  const body = componentOf(components, 'BODY');
  const examples = examplesOf(body, 'body_text');
  return distinctVariables(textOf(body?.text)).map((name, index) => ({
    key: `${keyPrefix}body.${index}`,
    header: `${headerPrefix}Body {{${name}}}`,
    example: examples[index] ?? `value ${index + 1}`,
  }));
}

/** The template's variable columns, in the order a sample sheet has them after the phone and the name. */
export function campaignVariableColumns(components: StoredComponent[]): CampaignSheetColumn[] {
  const header = componentOf(components, 'HEADER');
  const headerColumns = isMediaHeader(header)
    ? [{ key: 'headerMedia', header: 'Header media link', example: sampleLink }]
    : distinctVariables(textOf(header?.text)).map((name, index) => ({
        key: `headers.${index}`,
        header: `Header {{${name}}}`,
        example: examplesOf(header, 'header_text')[index] ?? `value ${index + 1}`,
      }));
  return [
    ...headerColumns,
    ...bodyColumns(components, '', ''),
    ...buttonColumns(components, '', ''),
    ...carouselCardsOf(components).flatMap((card, cardIndex) => {
      const keyPrefix = `carousel.${cardIndex}.`;
      const headerPrefix = `Card ${cardIndex + 1} `;
      return [
        ...(isMediaHeader(componentOf(card, 'HEADER'))
          ? [
              {
                key: `${keyPrefix}headerMedia`,
                header: `${headerPrefix}header media link`,
                example: sampleLink,
              },
            ]
          : []),
        ...bodyColumns(card, keyPrefix, headerPrefix),
        ...buttonColumns(card, keyPrefix, headerPrefix),
      ];
    }),
  ];
}

/** Every column of the template's sample sheet: phone number, name, then one per variable. */
export const campaignSheetColumns = (components: StoredComponent[]): CampaignSheetColumn[] => [
  campaignSheetPhoneColumn,
  campaignSheetNameColumn,
  ...campaignVariableColumns(components),
];

const normalised = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The mapping of an uploaded sheet whose headers match the sample's (case and spacing aside):
 * `phoneNumber` and `name` to their columns, and each variable found, by key, to its column.
 */
export function suggestCampaignMapping(
  components: StoredComponent[],
  sheetHeaders: string[],
): { phoneNumber?: string; name?: string; variables: Record<string, string> } {
  const byHeader = new Map(sheetHeaders.map((header) => [normalised(header), header]));
  const find = (column: CampaignSheetColumn) => byHeader.get(normalised(column.header));
  const variables: Record<string, string> = {};
  for (const column of campaignVariableColumns(components)) {
    const found = find(column);
    if (found) variables[column.key] = found;
  }
  return { phoneNumber: find(campaignSheetPhoneColumn), name: find(campaignSheetNameColumn), variables };
}

type Variables = z.output<typeof TemplateVariables>;

/**
 * A recipient's variables from the values of its row by key (`body.0` → its value): the shape a
 * standard campaign's common variables have, so both are sent alike.
 */
export function variablesFromSheetValues(values: Record<string, string>): Variables {
  const list = (prefix: string) => {
    const found: string[] = [];
    for (const [key, value] of Object.entries(values)) {
      const index = key.startsWith(prefix) ? Number(key.slice(prefix.length)) : Number.NaN;
      if (Number.isInteger(index)) found[index] = value;
    }
    return Array.from(found, (value) => value ?? '');
  };
  const cardCount = Math.max(
    0,
    ...Object.keys(values).map((key) => Number(/^carousel\.(\d+)\./.exec(key)?.[1] ?? -1) + 1),
  );
  const media = (key: string) => (values[key] ? { headerMedia: { link: values[key] } } : {});
  return {
    ...media('headerMedia'),
    headers: list('headers.'),
    body: list('body.'),
    buttons: list('buttons.'),
    footer: [],
    carousel: Array.from({ length: cardCount }, (_, index) => ({
      ...media(`carousel.${index}.headerMedia`),
      body: list(`carousel.${index}.body.`),
      buttons: list(`carousel.${index}.buttons.`),
    })),
  };
}

/** A recipient's value for a sheet column's key (`carousel.1.body.0`); a media header's link; '' when none. */
export function sheetValueOf(variables: unknown, key: string): string {
  let value: unknown = variables;
  for (const part of key.split('.')) {
    value =
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  }
  if (typeof value === 'object' && value !== null) value = (value as Record<string, unknown>).link;
  return typeof value === 'string' ? value : '';
}
