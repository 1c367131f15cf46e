import type { ChatsView, CustomerReply, ShopView, ThreadView } from '../view-model';

/**
 * The customer writes, through the simulator's control API, exactly as a test would; `origin` says
 * where from (`referral`: an ad, `referred_product`: a catalog product).
 */
export function sendAsCustomer(
  selection: { phoneNumberId: string; waId: string; name?: string },
  message: Record<string, unknown>,
  origin: Record<string, unknown> = {},
): Promise<void> {
  const { phoneNumberId, waId, name } = selection;
  return post(`/_sim/customers/${waId}/messages`, {
    phoneNumberId,
    ...(name ? { name } : {}),
    message,
    ...origin,
  });
}

export function tapReply(
  selection: { phoneNumberId: string; waId: string },
  messageId: string,
  reply: CustomerReply,
): Promise<void> {
  return post('/handset/api/replies', { ...selection, messageId, reply });
}

/** The whole catalog of the business number, which the chat's shop button opens. */
export async function fetchShop(phoneNumberId: string): Promise<ShopView> {
  const response = await fetch(`/handset/api/shop?${new URLSearchParams({ phoneNumberId })}`);
  const body = (await response.json()) as ShopView & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `${response.status} ${response.statusText}`);
  return body;
}

/** The simulator pushes the chat list, and the open thread, whenever they change. */
export function watchViews(
  selection: { phoneNumberId?: string; waId?: string },
  handlers: { chats(view: ChatsView): void; thread(view: ThreadView): void },
): () => void {
  const query = new URLSearchParams();
  if (selection.phoneNumberId) query.set('phoneNumberId', selection.phoneNumberId);
  if (selection.waId) query.set('waId', selection.waId);
  const source = new EventSource(`/handset/events?${query}`);
  source.addEventListener('chats', (event) => handlers.chats(JSON.parse((event as MessageEvent).data)));
  source.addEventListener('thread', (event) => handlers.thread(JSON.parse((event as MessageEvent).data)));
  return () => source.close();
}

async function post(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const failure = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(failure.error ?? `${response.status} ${response.statusText}`);
  }
}
