import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import type { TemplateComponent } from '../template-components';
import { TemplatePreview } from './template-preview';

const card = (body: string, code: string): { components: TemplateComponent[] } => ({
  components: [
    { type: 'HEADER', format: 'IMAGE' },
    { type: 'BODY', text: body },
    {
      type: 'BUTTONS',
      buttons: [
        { type: 'QUICK_REPLY', text: 'More like this' },
        { type: 'URL', text: 'Shop', url: 'https://shop.example/{{1}}', example: [code] },
      ],
    },
  ],
});

const carousel: TemplateComponent[] = [
  {
    type: 'BODY',
    text: 'Rare succulents, {{1}}!',
    example: { body_text: [['Pablo']] },
  },
  {
    type: 'CAROUSEL',
    cards: [card('*Blue Elf*', 'BLUE'), card('_Buddha_', 'BUDDHA'), card('~Black~ Prince', 'PRINCE')],
  },
];

describe('TemplatePreview', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces('templates');
  });
  afterEach(cleanup);

  it('shows every card of a carousel with its media, formatted body, buttons and a dot', () => {
    render(<TemplatePreview components={carousel} cardMediaUrls={[undefined, 'blob:buddha']} />);

    expect(screen.getByTestId('message-body').textContent).toBe('Rare succulents, Pablo!');
    const cards = within(screen.getByRole('list', { name: 'Carousel cards' })).getAllByRole('listitem');
    expect(cards.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Card 1 of 3',
      'Card 2 of 3',
      'Card 3 of 3',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('Blue Elf').tagName).toBe('STRONG');
    expect(within(cards[1] as HTMLElement).getByText('Buddha').tagName).toBe('EM');
    expect(within(cards[2] as HTMLElement).getByText('Black').tagName).toBe('S');
    expect(within(cards[0] as HTMLElement).getByRole('img', { name: 'Header image' }).tagName).not.toBe(
      'IMG',
    );
    expect(within(cards[1] as HTMLElement).getByRole('img', { name: 'Header image' })).toHaveProperty(
      'src',
      'blob:buddha',
    );
    for (const item of cards) expect(within(item).getAllByTestId('template-button')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Card \d of 3$/ })).toHaveLength(3);
  });

  it('reads an Arabic message right to left and an English one left to right, in any UI language', () => {
    document.documentElement.dir = 'rtl';
    render(<TemplatePreview components={[{ type: 'BODY', text: 'مرحبا *{{1}}*' }]} />);
    render(<TemplatePreview components={[{ type: 'BODY', text: 'Hello *{{1}}*' }]} />);

    const [arabic, english] = screen.getAllByTestId('message-bubble');
    expect(arabic?.getAttribute('dir')).toBe('rtl');
    expect(english?.getAttribute('dir')).toBe('ltr');
    document.documentElement.dir = 'ltr';
  });

  it('reads an Arabic card right to left inside an English carousel', () => {
    const mixed: TemplateComponent[] = [
      { type: 'BODY', text: 'Our picks' },
      { type: 'CAROUSEL', cards: [card('Blue Elf', 'BLUE'), card('صبار نادر', 'RARE')] },
    ];
    render(<TemplatePreview components={mixed} />);

    const cards = screen.getAllByRole('listitem');
    expect(screen.getByTestId('message-bubble').getAttribute('dir')).toBe('ltr');
    expect(cards.map((item) => item.getAttribute('dir'))).toEqual(['ltr', 'rtl']);
  });

  it('shows a variable without an example as its placeholder', () => {
    render(
      <TemplatePreview
        components={[{ type: 'BODY', text: 'Hi {{1}}, code {{2}}', example: { body_text: [['Ana']] } }]}
      />,
    );

    expect(screen.getByTestId('message-body').textContent).toBe('Hi Ana, code {{2}}');
    expect(screen.getByTestId('variable-chip').textContent).toBe('{{2}}');
  });

  it('shows two buttons and "See all options" when there are more than three, and lists all on demand', () => {
    const buttons: TemplateComponent = {
      type: 'BUTTONS',
      buttons: [
        { type: 'QUICK_REPLY', text: 'Yes' },
        { type: 'QUICK_REPLY', text: 'No' },
        { type: 'PHONE_NUMBER', text: 'Call us', phone_number: '+15550051310' },
        { type: 'COPY_CODE', example: 'SAVE10' },
      ],
    };
    render(<TemplatePreview components={[{ type: 'BODY', text: 'Interested?' }, buttons]} />);

    expect(screen.getAllByTestId('template-button').map((button) => button.textContent)).toEqual([
      'Yes',
      'No',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'See all options' }));
    const dialog = screen.getByRole('dialog', { name: 'All options' });
    expect(
      within(dialog)
        .getAllByTestId('template-button')
        .map((button) => button.textContent),
    ).toEqual(['Yes', 'No', 'Call us', 'Copy offer code']);
  });

  it('shows three buttons as they are', () => {
    const buttons: TemplateComponent = {
      type: 'BUTTONS',
      buttons: [
        { type: 'URL', text: 'Change reservation', url: 'https://example.com' },
        { type: 'PHONE_NUMBER', text: 'Call us', phone_number: '+15550051310' },
        { type: 'QUICK_REPLY', text: 'Cancel reservation' },
      ],
    };
    render(<TemplatePreview components={[{ type: 'BODY', text: 'See you' }, buttons]} />);

    expect(screen.getAllByTestId('template-button')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'See all options' })).toBeNull();
  });
});
