import { describe, expect, it } from 'vitest';
import { renderedComponents } from './rendered-template';

describe('renderedComponents', () => {
  it('draws a sent template from what the customer got: texts filled in, buttons with their values', () => {
    expect(
      renderedComponents({
        header: { format: 'TEXT', text: 'Order A-17' },
        body: 'Hi Ana, your order is ready.',
        footer: 'Reply STOP to opt out',
        buttons: [
          { type: 'URL', text: 'Track', url: 'https://shop.example/track/A-17' },
          { type: 'COPY_CODE', text: 'Copy code', code: 'SAVE10' },
        ],
      }),
    ).toEqual([
      { type: 'HEADER', format: 'TEXT', text: 'Order A-17' },
      { type: 'BODY', text: 'Hi Ana, your order is ready.' },
      { type: 'FOOTER', text: 'Reply STOP to opt out' },
      {
        type: 'BUTTONS',
        buttons: [
          { type: 'URL', text: 'Track', url: 'https://shop.example/track/A-17' },
          { type: 'COPY_CODE', text: 'Copy code', example: 'SAVE10' },
        ],
      },
    ]);
  });

  it("keeps a carousel's cards with their media kind, body and buttons", () => {
    const [, carousel] = renderedComponents({
      body: 'Our picks',
      cards: [
        { header: { format: 'IMAGE' }, body: 'Blue Elf', buttons: [{ type: 'QUICK_REPLY', text: 'More' }] },
      ],
      cardIndex: 0,
    });
    expect(carousel).toEqual({
      type: 'CAROUSEL',
      cards: [
        {
          components: [
            { type: 'HEADER', format: 'IMAGE' },
            { type: 'BODY', text: 'Blue Elf' },
            { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'More' }] },
          ],
        },
      ],
    });
  });
});
