import type { ChatsView, CustomerReply, ShopView } from '../view-model';
import { fetchShop, sendAsCustomer, tapReply, watchViews } from './api';
import { createChatList } from './chat-list';
import { createChatScreen } from './chat-screen';
import { h } from './dom';
import { openSheet, showToast } from './overlays';
import { adForm, listPicker, locationForm, productEnquiryForm, shopForm } from './sheet-forms';

interface Selection {
  phoneNumberId?: string;
  waId?: string;
}

interface TypedNumber {
  waId: string;
  name?: string;
}

const phone = document.querySelector<HTMLElement>('#phone') ?? document.body;
const numbersKey = 'handset.numbers';
/** Numbers typed in on this browser, so they stay in the list before they have written. */
const typedNumbers: TypedNumber[] = JSON.parse(localStorage.getItem(numbersKey) ?? '[]');

let selection = selectionFromUrl();
let chats: ChatsView | undefined;
let stopWatching = () => {};

const chatList = createChatList({
  open: (waId, name) => {
    if (
      !typedNumbers.some((typed) => typed.waId === waId) &&
      !chats?.chats.some((chat) => chat.waId === waId)
    ) {
      typedNumbers.push({ waId, ...(name ? { name } : {}) });
      localStorage.setItem(numbersKey, JSON.stringify(typedNumbers));
    }
    navigate({ ...selection, waId }, 'push');
  },
  pickBusiness: (phoneNumberId) => navigate({ phoneNumberId }, 'replace'),
});

const chatScreen = createChatScreen({
  back: () => navigate({ phoneNumberId: selection.phoneNumberId }, 'push'),
  sendText: (text) => send({ type: 'text', text: { body: text } }),
  sendFile: async (file) => send(await mediaMessage(file)),
  shareLocation: () =>
    openSheet(phone, 'Share location', (close) => locationForm((message) => sendThen(message, close))),
  placeOrder: () => {
    if (!selection.phoneNumberId) return;
    fetchShop(selection.phoneNumberId).then(openShop, (error: Error) => showToast(phone, error.message));
  },
  writeFromAd: () =>
    openSheet(phone, 'Write from an ad', (close) =>
      adForm((message, origin) => sendThen(message, close, origin)),
    ),
  askAboutProduct: () =>
    openSheet(phone, 'Ask about a product', (close) =>
      productEnquiryForm((message, origin) => sendThen(message, close, origin)),
    ),
  richHandlers: (bubble) => ({
    tap: (reply) => void tap(bubble.id, reply),
    openList: (list) =>
      openSheet(phone, list.label, (close) =>
        listPicker(list, (reply) => {
          close();
          void tap(bubble.id, reply);
        }),
      ),
    openShop,
    copy: (code) => {
      void navigator.clipboard?.writeText(code);
      showToast(phone, `Copied ${code}`);
    },
  }),
});

function openShop(shop: ShopView): void {
  openSheet(phone, shop.label, (close) => shopForm(shop, (message) => sendThen(message, close)));
}

window.addEventListener('popstate', () => {
  selection = selectionFromUrl();
  show();
});
show();

function show(): void {
  stopWatching();
  const screen = selection.waId ? chatScreen.element : chatList.element;
  phone.replaceChildren(statusBar(), screen);
  stopWatching = watchViews(selection, {
    chats: (view) => {
      chats = view;
      selection.phoneNumberId ??= view.phoneNumberId;
      chatList.update(
        view,
        typedNumbers.map(({ waId, name }) => ({ waId, name: name ?? `+${waId}` })),
      );
      chatScreen.setBusiness(view.business.find((business) => business.phoneNumberId === view.phoneNumberId));
    },
    thread: (view) => {
      if (view.waId === selection.waId) chatScreen.update(view);
    },
  });
}

function navigate(next: Selection, mode: 'push' | 'replace'): void {
  selection = next;
  const query = new URLSearchParams();
  if (next.phoneNumberId) query.set('phoneNumberId', next.phoneNumberId);
  if (next.waId) query.set('waId', next.waId);
  history[mode === 'push' ? 'pushState' : 'replaceState'](null, '', `?${query}`);
  show();
}

/** Answers whether the simulator took the message; a refusal is shown on the phone. */
async function send(message: Record<string, unknown>, origin?: Record<string, unknown>): Promise<boolean> {
  const { phoneNumberId, waId } = selection;
  if (!phoneNumberId || !waId) return false;
  const name = typedNumbers.find((typed) => typed.waId === waId)?.name;
  return sendAsCustomer({ phoneNumberId, waId, name }, message, origin).then(
    () => true,
    (error: Error) => {
      showToast(phone, error.message);
      return false;
    },
  );
}

function sendThen(
  message: Record<string, unknown>,
  onSent: () => void,
  origin?: Record<string, unknown>,
): void {
  void send(message, origin).then((sent) => sent && onSent());
}

async function tap(messageId: string, reply: CustomerReply): Promise<void> {
  const { phoneNumberId, waId } = selection;
  if (!phoneNumberId || !waId) return;
  await tapReply({ phoneNumberId, waId }, messageId, reply).catch((error: Error) =>
    showToast(phone, error.message),
  );
}

/** The file goes through the control API as base64, stored as simulator media like any inbound file. */
async function mediaMessage(file: File): Promise<Record<string, unknown>> {
  const data = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
  const mimeType = file.type || 'application/octet-stream';
  const kind = ['image', 'video', 'audio'].find((type) => mimeType.startsWith(`${type}/`)) ?? 'document';
  return {
    type: kind,
    [kind]: { data, mime_type: mimeType, ...(kind === 'document' ? { filename: file.name } : {}) },
  };
}

function selectionFromUrl(): Selection {
  const query = new URLSearchParams(location.search);
  return {
    phoneNumberId: query.get('phoneNumberId') ?? undefined,
    waId: query.get('waId')?.replace(/\D/g, '') || undefined,
  };
}

function statusBar(): HTMLElement {
  const time = new Date().toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
  return h('div', { class: 'statusbar' }, h('span', {}, time), h('span', { class: 'statusbar__icons' }));
}
