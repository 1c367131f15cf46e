import type { Bubble, BusinessNumberView, ThreadView } from '../view-model';
import { avatar } from './avatar';
import { threadNodes } from './bubbles';
import { type ComposerHandlers, composer } from './composer';
import { clearAndAppend, h } from './dom';
import { icon } from './icons';
import type { RichHandlers } from './rich';

export interface ChatScreenHandlers extends ComposerHandlers {
  back(): void;
  richHandlers(bubble: Bubble): RichHandlers;
}

/** One customer's chat with the business number: header, the thread, and the composer. */
export function createChatScreen(handlers: ChatScreenHandlers) {
  const title = h('strong', { class: 'appbar__name' });
  const subtitle = h('span', { class: 'appbar__subtitle' });
  const picture = h('span', { class: 'appbar__avatar' });
  const thread = h('div', { class: 'thread', 'data-testid': 'thread' });
  let stickToBottom = true;
  const scrollToEnd = () => {
    thread.scrollTop = thread.scrollHeight;
  };
  thread.addEventListener('scroll', () => {
    stickToBottom = thread.scrollHeight - thread.scrollTop - thread.clientHeight < 80;
  });
  // Images arrive after the bubbles are laid out; keep the newest message in view as they grow.
  thread.addEventListener(
    'load',
    () => {
      if (stickToBottom) scrollToEnd();
    },
    true,
  );

  const element = h(
    'div',
    { class: 'screen screen--chat' },
    h(
      'header',
      { class: 'appbar' },
      h(
        'button',
        { class: 'icon-button', type: 'button', 'aria-label': 'Back', onclick: handlers.back },
        icon('back'),
      ),
      picture,
      h('span', { class: 'appbar__text' }, title, subtitle),
    ),
    thread,
    composer({
      ...handlers,
      sendText: (text) => {
        stickToBottom = true;
        return handlers.sendText(text);
      },
    }),
  );

  let customerName = '';
  let business: BusinessNumberView | undefined;
  const updateHeader = () => {
    if (!business) return;
    clearAndAppend(picture, avatar(business.phoneNumberId, business.verifiedName));
    clearAndAppend(title, business.verifiedName, icon('verified', 'verified'));
    subtitle.textContent = `${business.displayPhoneNumber} · you are ${customerName}`;
  };

  return {
    element,
    setBusiness(next: BusinessNumberView | undefined) {
      business = next;
      updateHeader();
    },
    update(view: ThreadView) {
      customerName = view.name;
      updateHeader();
      clearAndAppend(
        thread,
        ...threadNodes(view, business?.verifiedName ?? 'Business', handlers.richHandlers),
      );
      if (stickToBottom) scrollToEnd();
    },
  };
}
