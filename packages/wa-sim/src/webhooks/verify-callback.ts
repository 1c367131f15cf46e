import { randomBytes } from 'node:crypto';

/** Meta's subscription handshake: the endpoint must echo `hub.challenge` with a 200. */
export async function verifyCallback(url: string, verifyToken: string): Promise<string | undefined> {
  const challenge = randomBytes(8).readBigUInt64BE().toString();
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return `callback URL ${url} is not a valid URL`;
  }
  target.searchParams.set('hub.mode', 'subscribe');
  target.searchParams.set('hub.challenge', challenge);
  target.searchParams.set('hub.verify_token', verifyToken);
  try {
    const response = await fetch(target, { signal: AbortSignal.timeout(10_000) });
    const text = (await response.text()).trim();
    if (response.status !== 200) {
      return `The URL couldn't be validated: verification GET answered ${response.status}, expected 200`;
    }
    if (text !== challenge) {
      return "The URL couldn't be validated: the response did not match the hub.challenge value";
    }
    return undefined;
  } catch (error) {
    return `The URL couldn't be validated: ${error instanceof Error ? error.message : String(error)}`;
  }
}
