import {
  type CampaignFile,
  type CampaignFileMapping,
  type CampaignSheetColumn,
  type StoredComponent,
  suggestCampaignMapping,
  variablesFromSheetValues,
} from '@parley/contract';

const normalise = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const phoneHeaders = new Set(['phone', 'phonenumber', 'mobile', 'number', 'whatsapp', 'whatsappnumber']);

/**
 * The columns read without the user choosing: those whose headers are the sample sheet's, and
 * for a plain list of numbers, a phone column by its usual names (or the only column there is).
 */
export function initialMapping(components: StoredComponent[], headers: string[]): CampaignFileMapping {
  const suggested = suggestCampaignMapping(components, headers);
  const phoneNumber =
    suggested.phoneNumber ??
    headers.find((header) => phoneHeaders.has(normalise(header))) ??
    (headers.length === 1 ? headers[0] : undefined) ??
    '';
  return { phoneNumber, ...(suggested.name && { name: suggested.name }), variables: suggested.variables };
}

/** A media header's link may be left to the template's own sample; every other value needs a column. */
export const isRequiredColumn = (column: CampaignSheetColumn) => !column.key.endsWith('headerMedia');

/** The phone column and every required variable's column are chosen. */
export function mappingComplete(mapping: CampaignFileMapping, columns: CampaignSheetColumn[]): boolean {
  return (
    mapping.phoneNumber !== '' &&
    columns.filter(isRequiredColumn).every((column) => Boolean(mapping.variables?.[column.key]))
  );
}

/** The first row's values as a recipient's variables, to preview a dynamic campaign before the pre-flight. */
export function firstRowVariables(file: CampaignFile, mapping: CampaignFileMapping) {
  const row = file.sampleRows[0];
  if (!row) return undefined;
  const values = Object.fromEntries(
    Object.entries(mapping.variables ?? {}).map(([key, column]) => [key, row[column] ?? '']),
  );
  return variablesFromSheetValues(values);
}
