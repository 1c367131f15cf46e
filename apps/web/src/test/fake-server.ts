import { vi } from 'vitest';

/** A request the page made, as the fake server saw it. */
export interface ServedCall {
  method: string;
  path: string;
  /** The JSON body, read; any other body (a form) as it was sent. */
  body: unknown;
}

/**
 * The server, as the page's fetches reach it: each call is recorded and answered with `answer`'s
 * response, or a 404 in the API's shape when it gives none. Answers the calls, as they are made.
 */
export function serve(answer: (call: ServedCall) => Response | undefined): ServedCall[] {
  const calls: ServedCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const body = init?.body;
    const call = {
      method: init?.method ?? 'GET',
      path: String(url),
      body: typeof body === 'string' ? JSON.parse(body) : (body ?? undefined),
    };
    calls.push(call);
    return answer(call) ?? Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  return calls;
}
