import { h } from './dom';
import { type IconName, icon } from './icons';

export interface ComposerHandlers {
  /** Answers false when the message was refused; the text then goes back into the field. */
  sendText(text: string): Promise<boolean>;
  sendFile(file: File): Promise<boolean>;
  shareLocation(): void;
  placeOrder(): void;
  /** Writes as a customer who tapped a click-to-WhatsApp ad. */
  writeFromAd(): void;
  /** Writes as a customer who pressed "Message business" on a catalog product. */
  askAboutProduct(): void;
}

/** The message bar: attachments menu, a growing text field, and the send button. */
export function composer(handlers: ComposerHandlers): HTMLElement {
  const input = h('textarea', {
    class: 'composer__input',
    rows: 1,
    placeholder: 'Message',
    'aria-label': 'Message',
    'data-testid': 'composer-input',
  });
  const fitHeight = () => {
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight, 120)}px`;
  };
  const submit = async () => {
    const text = input.value.trim();
    if (!text) return;
    input.value = '';
    fitHeight();
    if (await handlers.sendText(text)) return;
    input.value = text;
    fitHeight();
  };
  input.addEventListener('input', fitHeight);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  });

  const files = h('input', { type: 'file', hidden: true });
  files.addEventListener('change', () => {
    const [file] = files.files ?? [];
    files.value = '';
    if (file) void handlers.sendFile(file);
  });
  const menu = h('div', { class: 'attach-menu', hidden: true, role: 'menu' });
  const choose = (accept: string) => () => {
    files.accept = accept;
    files.click();
  };
  menu.append(
    menuItem('document', 'Document', 'attach-document', choose('*/*')),
    menuItem('photo', 'Photos & videos', 'attach-photo', choose('image/*,video/*')),
    menuItem('location', 'Location', 'attach-location', handlers.shareLocation),
    menuItem('cart', 'Order', 'attach-order', handlers.placeOrder),
    menuItem('campaign', 'From an ad', 'attach-ad', handlers.writeFromAd),
    menuItem('tag', 'About a product', 'attach-product', handlers.askAboutProduct),
  );
  menu.addEventListener('click', () => {
    menu.hidden = true;
  });

  return h(
    'form',
    {
      class: 'composer',
      onsubmit: (event) => {
        event.preventDefault();
        void submit();
      },
    },
    menu,
    files,
    h(
      'div',
      { class: 'composer__field' },
      h(
        'button',
        {
          class: 'icon-button',
          type: 'button',
          'aria-label': 'Attach',
          'data-testid': 'attach',
          onclick: () => {
            menu.hidden = !menu.hidden;
          },
        },
        icon('attach'),
      ),
      input,
    ),
    h(
      'button',
      { class: 'composer__send', type: 'submit', 'aria-label': 'Send', 'data-testid': 'composer-send' },
      icon('send'),
    ),
  );
}

function menuItem(iconName: IconName, label: string, testId: string, onClick: () => void): HTMLElement {
  return h(
    'button',
    {
      class: `attach-menu__item attach-menu__item--${iconName}`,
      type: 'button',
      role: 'menuitem',
      'data-testid': testId,
      onclick: onClick,
    },
    h('span', { class: 'attach-menu__icon' }, icon(iconName)),
    label,
  );
}
