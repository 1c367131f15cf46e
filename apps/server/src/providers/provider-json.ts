/**
 * A provider's JSON, with every NUL character taken out of its strings and keys: a customer can
 * type one, and PostgreSQL's text and jsonb refuse it. JSON can only carry NUL escaped, so a body
 * without the escape is parsed as it is.
 */
export function parseProviderJson(text: string): unknown {
  if (!text.includes('\\u0000')) return JSON.parse(text);
  return JSON.parse(text, (_key, value: unknown) => {
    if (typeof value === 'string') return value.replaceAll('\0', '');
    if (isRecord(value) && Object.keys(value).some((key) => key.includes('\0'))) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key.replaceAll('\0', ''), item]));
    }
    return value;
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
