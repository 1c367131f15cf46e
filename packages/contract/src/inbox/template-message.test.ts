import { describe, expect, it } from 'vitest';
import { missingTemplateVariables, renderTemplate, templateVariableSlots } from './template-message';

const noValues = { headers: [], body: [], buttons: [], footer: [], carousel: [] };

const coupon = [
  { type: 'HEADER', format: 'TEXT', text: 'Hello {{name}}' },
  { type: 'BODY', text: 'Use {{code}} before {{date}}, {{name}}.' },
  { type: 'FOOTER', text: 'Bloom' },
  {
    type: 'BUTTONS',
    buttons: [
      { type: 'QUICK_REPLY', text: 'Stop' },
      { type: 'COPY_CODE', example: 'SPRING' },
      { type: 'URL', text: 'Shop', url: 'https://bloom.example/{{1}}' },
      { type: 'PHONE_NUMBER', text: 'Call', phone_number: '+4930123456' },
    ],
  },
];

describe('a direct template message’s variables', () => {
  it('counts one value per distinct variable, and per copy-code and variable website button', () => {
    expect(templateVariableSlots(coupon)).toEqual({ headers: 1, body: 3, buttons: 2, carousel: [] });
  });

  it('takes none for a media header, whose sample is sent', () => {
    const image = [
      { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['4::x'] } },
      { type: 'BODY', text: 'Hi' },
    ];
    expect(templateVariableSlots(image)).toMatchObject({ headers: 0, body: 0 });
  });

  it('names each empty one by its place', () => {
    const issues = missingTemplateVariables(coupon, {
      ...noValues,
      headers: ['Ada'],
      body: ['SPRING', ''],
      buttons: ['X'],
    });
    expect(issues.map((issue) => issue.path)).toEqual([
      'variables.body.1',
      'variables.body.2',
      'variables.buttons.1',
    ]);
  });

  it('renders the message with its values in place, named variables by first appearance', () => {
    const values = {
      ...noValues,
      headers: ['Ada'],
      body: ['SPRING', 'Friday', 'Ada'],
      buttons: ['SPRING', 'tulips'],
    };
    expect(renderTemplate(coupon, values, 0)).toEqual({
      header: { format: 'TEXT', text: 'Hello Ada' },
      body: 'Use SPRING before Friday, Ada.',
      footer: 'Bloom',
      buttons: [
        { type: 'QUICK_REPLY', text: 'Stop' },
        { type: 'COPY_CODE', text: '', code: 'SPRING' },
        { type: 'URL', text: 'Shop', url: 'https://bloom.example/tulips' },
        { type: 'PHONE_NUMBER', text: 'Call', phoneNumber: '+4930123456' },
      ],
    });
  });
});
