const storageKey = 'accessToken';

export const accessToken = {
  get: (): string | null => localStorage.getItem(storageKey),
  set: (token: string): void => localStorage.setItem(storageKey, token),
  remove: (): void => localStorage.removeItem(storageKey),
};

/** Expiry in milliseconds, or undefined when the token does not decode (spec §5: then it is invalid). */
export function tokenExpiry(token: string): number | undefined {
  try {
    const payload = token.split('.')[1];
    if (!payload) return undefined;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

export function isTokenValid(token: string | null): token is string {
  const expiry = token ? tokenExpiry(token) : undefined;
  return expiry !== undefined && expiry > Date.now();
}
