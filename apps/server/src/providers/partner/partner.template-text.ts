/**
 * A template text's example, two ways: the partner takes and answers it filled in (the text as a
 * customer reads it), Meta's components carry the values of its {{1}}, {{2}}… in order.
 */

type Body = { text?: string; example?: { body_text?: unknown[] } };

const variable = /{{\s*(\d+)\s*}}/g;
const anyVariable = /{{\s*\d+\s*}}/;

/** The text with each {{n}} replaced by its value; one without a value stays as it is. */
export function fillIn(text: string, values: readonly string[]): string {
  return text.replace(variable, (match, index: string) => values[Number(index) - 1] ?? match);
}

/** A Meta body's text filled in with its own example values. */
export const sampleTextOf = (body: Body | undefined): string =>
  fillIn(body?.text ?? '', (body?.example?.body_text?.[0] as string[] | undefined) ?? []);

/** Meta's BODY for a text and its filled-in example; without the example values when they cannot be read back. */
export function cloudBody(text: string, filledIn: string | null | undefined): Record<string, unknown> {
  const values = valuesIn(text, filledIn);
  return { type: 'BODY', text, ...(values.length > 0 ? { example: { body_text: [values] } } : {}) };
}

/** The value of each {{n}} read back from the filled-in text; none when it does not fit the text. */
function valuesIn(text: string, filledIn: string | null | undefined): string[] {
  const numbers = [...text.matchAll(variable)].map((match) => Number(match[1]));
  if (!filledIn || numbers.length === 0) return [];
  const pattern = new RegExp(`^${text.split(anyVariable).map(escapeRegExp).join('(.+?)')}$`, 's');
  const captured = filledIn.match(pattern)?.slice(1);
  if (!captured) return [];
  const values: string[] = [];
  numbers.forEach((number, index) => {
    values[number - 1] ??= captured[index] ?? '';
  });
  return Array.from(values, (value) => value ?? '');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
