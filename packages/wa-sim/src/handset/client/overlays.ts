import { h } from './dom';
import { icon } from './icons';

/** A bottom sheet over the phone's screen; answers the function that closes it. */
export function openSheet(host: HTMLElement, title: string, body: (close: () => void) => Node): () => void {
  const backdrop = h('div', { class: 'sheet-backdrop' });
  const close = () => backdrop.remove();
  backdrop.addEventListener('click', (event) => {
    if (event.target === backdrop) close();
  });
  backdrop.append(
    h(
      'section',
      { class: 'sheet', role: 'dialog', 'aria-label': title },
      h(
        'header',
        { class: 'sheet__header' },
        h('h2', {}, title),
        h(
          'button',
          { class: 'icon-button', type: 'button', 'aria-label': 'Close', onclick: close },
          icon('close'),
        ),
      ),
      body(close),
    ),
  );
  host.append(backdrop);
  return close;
}

export function showToast(host: HTMLElement, message: string): void {
  const toast = h('div', { class: 'toast', role: 'status', 'data-testid': 'handset-toast' }, message);
  host.append(toast);
  setTimeout(() => toast.remove(), 4000);
}
