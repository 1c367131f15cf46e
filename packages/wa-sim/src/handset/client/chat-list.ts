import type { ChatSummary, ChatsView } from '../view-model';
import { avatar } from './avatar';
import { clearAndAppend, h } from './dom';
import { icon } from './icons';

export interface ChatListHandlers {
  open(waId: string, name?: string): void;
  pickBusiness(phoneNumberId: string): void;
}

/** The first screen: which business number to write to, and which customer to be. */
export function createChatList(handlers: ChatListHandlers) {
  const picker = h('select', {
    class: 'business-picker',
    'aria-label': 'Business number',
    'data-testid': 'business-picker',
    onchange: () => handlers.pickBusiness(picker.value),
  });
  const list = h('ul', { class: 'chat-list', 'aria-label': 'Customers' });
  const number = h('input', {
    type: 'tel',
    placeholder: '+44 7700 900456',
    'aria-label': 'Customer phone number',
    required: true,
    pattern: '[+\\d\\s().-]{7,}',
  });
  const name = h('input', { placeholder: 'Profile name (optional)', 'aria-label': 'Profile name' });
  const newChat = h(
    'form',
    {
      class: 'new-chat',
      onsubmit: (event) => {
        event.preventDefault();
        const waId = number.value.replace(/\D/g, '');
        if (waId.length < 7 || waId.length > 15) return number.setCustomValidity('7 to 15 digits');
        handlers.open(waId, name.value.trim() || undefined);
      },
    },
    h('span', { class: 'new-chat__caption' }, 'Chat as another number'),
    number,
    name,
    h('button', { class: 'primary-button', type: 'submit' }, icon('chat'), 'Chat'),
  );
  number.addEventListener('input', () => number.setCustomValidity(''));

  const element = h(
    'div',
    { class: 'screen screen--list' },
    h(
      'header',
      { class: 'appbar appbar--tall' },
      h('h1', { class: 'appbar__title' }, 'Chats'),
      h('label', { class: 'appbar__picker' }, h('span', {}, 'Writing to'), picker),
    ),
    h('div', { class: 'screen__body' }, newChat, list),
  );

  return {
    element,
    update(view: ChatsView, extra: ChatSummary[]) {
      clearAndAppend(
        picker,
        ...view.business.map((business) =>
          h(
            'option',
            { value: business.phoneNumberId, selected: business.phoneNumberId === view.phoneNumberId },
            `${business.verifiedName} · ${business.displayPhoneNumber}`,
          ),
        ),
      );
      const known = new Set(view.chats.map((chat) => chat.waId));
      const chats = [...view.chats, ...extra.filter((chat) => !known.has(chat.waId))];
      clearAndAppend(list, ...chats.map((chat) => chatRow(chat, handlers)));
    },
  };
}

function chatRow(chat: ChatSummary, handlers: ChatListHandlers): HTMLElement {
  const last = chat.lastMessage;
  return h(
    'li',
    {},
    h(
      'button',
      {
        class: 'chat-row',
        type: 'button',
        'data-testid': `chat-${chat.waId}`,
        onclick: () => handlers.open(chat.waId),
      },
      avatar(chat.waId, chat.name),
      h(
        'span',
        { class: 'chat-row__main' },
        h(
          'span',
          { class: 'chat-row__top' },
          h('strong', { class: 'chat-row__name' }, chat.name),
          last ? h('span', { class: 'chat-row__time' }, shortTime(last.at)) : null,
        ),
        h(
          'span',
          { class: 'chat-row__preview' },
          last?.from === 'customer' ? icon('checks', 'ticks') : null,
          last ? last.preview : `+${chat.waId}`,
        ),
      ),
    ),
  );
}

function shortTime(at: string): string {
  const date = new Date(at);
  return date.toDateString() === new Date().toDateString()
    ? date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })
    : date.toLocaleDateString([], { day: 'numeric', month: 'short' });
}
