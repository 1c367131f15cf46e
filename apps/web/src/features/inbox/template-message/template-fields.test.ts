import type { StoredComponent } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import {
  allFilled,
  prefilledVariables,
  prefillValue,
  previewVariables,
  templateFields,
} from './template-fields';

const contact = {
  name: 'Ana Lima',
  phone: '+4915112345678',
  attributes: { City: 'Porto', order_id: 'A-17' },
};

const orderUpdate: StoredComponent[] = [
  { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}', example: { header_text: ['A-1'] } },
  {
    type: 'BODY',
    text: 'Hi {{1}}, your order from {{2}} ships on {{3}}. {{1}}, thank you!',
    example: { body_text: [['Pablo', 'Lisbon', 'Monday']] },
  },
  {
    type: 'BUTTONS',
    buttons: [
      { type: 'QUICK_REPLY', text: 'Thanks' },
      { type: 'URL', text: 'Track', url: 'https://shop.example/track/{{1}}', example: ['A-1'] },
      { type: 'COPY_CODE', example: 'SAVE10' },
    ],
  },
];

describe('templateFields', () => {
  it('asks once per distinct variable, with its example, and for each button that takes a value', () => {
    expect(templateFields(orderUpdate)).toEqual({
      headers: [{ name: '1', example: 'A-1' }],
      body: [
        { name: '1', example: 'Pablo' },
        { name: '2', example: 'Lisbon' },
        { name: '3', example: 'Monday' },
      ],
      buttons: [
        { name: 'Track', example: 'A-1' },
        { name: 'COPY_CODE', example: 'SAVE10' },
      ],
      carousel: [],
    });
  });

  it('reads named variables with their examples, and each carousel card apart', () => {
    const fields = templateFields([
      {
        type: 'BODY',
        text: 'Hello {{first_name}}, your code is {{code}}',
        example: { body_text_named_params: [{ param_name: 'first_name', example: 'Jo' }] },
      },
      {
        type: 'CAROUSEL',
        cards: [
          { components: [{ type: 'BODY', text: 'Card {{1}}', example: { body_text: [['one']] } }] },
          {
            components: [
              { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Shop', url: 'https://x.example/{{1}}' }] },
            ],
          },
        ],
      },
    ]);
    expect(fields.body).toEqual([{ name: 'first_name', example: 'Jo' }, { name: 'code' }]);
    expect(fields.carousel).toEqual([
      { body: [{ name: '1', example: 'one' }], buttons: [] },
      { body: [], buttons: [{ name: 'Shop' }] },
    ]);
  });

  it('asks nothing for a media header: the template sends its own sample', () => {
    expect(templateFields([{ type: 'HEADER', format: 'IMAGE' }]).headers).toEqual([]);
  });
});

describe('prefillValue', () => {
  it("puts the contact's name in a {{1}} whose example is a person's name, and nothing in other numbers", () => {
    expect(prefilledVariables(templateFields(orderUpdate), contact).body).toEqual(['Ana Lima', '', '']);
  });

  it('fills a named variable from the attribute of that name, then from the name or number', () => {
    expect(prefillValue({ name: 'city' }, contact)).toBe('Porto');
    expect(prefillValue({ name: 'Order-ID' }, contact)).toBe('A-17');
    expect(prefillValue({ name: 'first_name' }, contact)).toBe('Ana');
    expect(prefillValue({ name: 'customer_name' }, contact)).toBe('Ana Lima');
    expect(prefillValue({ name: 'phone_number' }, contact)).toBe('+4915112345678');
  });

  it('leaves empty what nothing suggests, a contact without a name, and every button', () => {
    expect(prefillValue({ name: '2', example: 'Lisbon' }, contact)).toBe('');
    expect(prefillValue({ name: '1', example: 'Pablo' }, { ...contact, name: null })).toBe('');
    expect(prefilledVariables(templateFields(orderUpdate), contact).buttons).toEqual(['', '']);
  });
});

describe('allFilled and previewVariables', () => {
  it('needs every value before sending, and previews an empty one as its variable', () => {
    const fields = templateFields(orderUpdate);
    const values = prefilledVariables(fields, contact);
    expect(allFilled(fields, values)).toBe(false);
    expect(previewVariables(fields, values).body).toEqual(['Ana Lima', '{{2}}', '{{3}}']);
    const complete = {
      ...values,
      headers: ['A-17'],
      body: ['Ana', 'Porto', 'Friday'],
      buttons: ['A-17', 'SAVE10'],
    };
    expect(allFilled(fields, complete)).toBe(true);
  });

  it('needs the media of a header whose sample is no link, not of one whose sample is', () => {
    const image = (sample: string): StoredComponent[] => [
      { type: 'HEADER', format: 'IMAGE', example: { header_handle: [sample] } },
      { type: 'BODY', text: 'Spring is here' },
    ];
    const handleOnly = templateFields(image('4::aW1hZ2U='));
    expect(handleOnly.headerMedia).toEqual({ format: 'IMAGE' });
    const values = prefilledVariables(handleOnly, contact);
    expect(allFilled(handleOnly, values)).toBe(false);
    expect(allFilled(handleOnly, { ...values, headerMedia: { link: 'https://cdn.example/a.png' } })).toBe(
      true,
    );
    const linked = templateFields(image('https://cdn.example/sample.png'));
    expect(allFilled(linked, prefilledVariables(linked, contact))).toBe(true);
  });
});
