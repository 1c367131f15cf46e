import { describe, expect, it } from 'vitest';
import { orderTemplateUnsuitable } from './order-settings.schemas';

const body = { type: 'BODY', text: 'Hi {{1}}, your order {{2}} is on its way.' };

describe('orderTemplateUnsuitable', () => {
  it('takes templates whose variables are text: a text header, the body, buttons without values', () => {
    expect(orderTemplateUnsuitable([{ type: 'HEADER', format: 'TEXT', text: 'Order {{1}}' }, body])).toBe(
      false,
    );
    expect(
      orderTemplateUnsuitable([
        body,
        { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Thanks' }] },
      ]),
    ).toBe(false);
  });

  it('refuses a media header, a button that takes a value and cards, which an order cannot fill', () => {
    expect(orderTemplateUnsuitable([{ type: 'HEADER', format: 'IMAGE' }, body])).toBe(true);
    expect(
      orderTemplateUnsuitable([
        body,
        {
          type: 'BUTTONS',
          buttons: [{ type: 'URL', text: 'Track', url: 'https://shop.example/track/{{1}}' }],
        },
      ]),
    ).toBe(true);
    expect(
      orderTemplateUnsuitable([
        body,
        { type: 'CAROUSEL', cards: [{ components: [{ type: 'HEADER', format: 'IMAGE' }] }] },
      ]),
    ).toBe(true);
  });
});
