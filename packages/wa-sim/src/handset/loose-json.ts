/** Readers for the simulator's stored payloads, which were validated on the way in but are kept untyped. */

export type Loose = Record<string, unknown>;

export function record(value: unknown): Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
}

export function records(value: unknown): Loose[] {
  return Array.isArray(value) ? value.map(record) : [];
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** `{ key: value }` when there is a value, else nothing: the views leave absent fields out. */
export function optional<Key extends string, Value>(
  key: Key,
  value: Value | undefined | '',
): { [K in Key]?: Value } {
  return (value === undefined || value === '' ? {} : { [key]: value }) as { [K in Key]?: Value };
}
