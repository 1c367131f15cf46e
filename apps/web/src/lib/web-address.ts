/**
 * The address if it is an http(s) page, for a link whose address came from outside (a provider's
 * webhook): any other scheme, `javascript:` first of all, is not linked.
 */
export function webAddress(address: string | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const { protocol } = new URL(address);
    return protocol === 'https:' || protocol === 'http:' ? address : undefined;
  } catch {
    return undefined;
  }
}
