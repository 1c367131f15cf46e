import { describe, expect, it } from 'vitest';
import { errorMessages } from '../errors';
import { TemplateHeaderMedia } from './inbox.schemas';
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

  it('takes no text value for a media header', () => {
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

  describe('a media header', () => {
    const mediaId = '0b7c8f5e-3d0a-4c55-9c9e-2f9d2b1e8a11';
    const handleSample = [
      { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['4::aW1hZ2U='] } },
      { type: 'BODY', text: 'Hi' },
    ];
    const carousel = [
      { type: 'BODY', text: 'Pick one' },
      {
        type: 'CAROUSEL',
        cards: [
          {
            components: [
              {
                type: 'HEADER',
                format: 'VIDEO',
                example: { header_handle: ['https://bloom.example/a.mp4'] },
              },
            ],
          },
          { components: [{ type: 'HEADER', format: 'IMAGE', example: { header_handle: ['4::x'] } }] },
        ],
      },
    ];

    it('needs its media chosen when its sample is only an upload handle', () => {
      expect(missingTemplateVariables(handleSample, noValues)).toEqual([
        { path: 'variables.headerMedia', message: errorMessages.TEMPLATE_HEADER_MEDIA_MISSING },
      ]);
      expect(missingTemplateVariables(handleSample, { ...noValues, headerMedia: { mediaId } })).toEqual([]);
    });

    it('asks each carousel card without a sample link for its media', () => {
      expect(missingTemplateVariables(carousel, noValues).map((issue) => issue.path)).toEqual([
        'variables.carousel.1.headerMedia',
      ]);
    });

    it('shows the chosen link, the stored file, or else the sample link', () => {
      const chosen = {
        ...noValues,
        headerMedia: { link: 'https://bloom.example/tulips.png' },
        carousel: [
          { body: [], buttons: [] },
          { body: [], buttons: [], headerMedia: { mediaId } },
        ],
      };
      expect(renderTemplate(handleSample, chosen, 0).header).toEqual({
        format: 'IMAGE',
        link: 'https://bloom.example/tulips.png',
      });
      expect(renderTemplate(handleSample, noValues, 0).header).toEqual({ format: 'IMAGE' });
      expect(renderTemplate(carousel, chosen, 0).cards?.map((card) => card.header)).toEqual([
        { format: 'VIDEO', link: 'https://bloom.example/a.mp4' },
        { format: 'IMAGE', link: `/api/v1/media/${mediaId}` },
      ]);
    });

    it('takes a stored file or a public https link, nothing else', () => {
      expect(TemplateHeaderMedia.safeParse({ mediaId }).success).toBe(true);
      expect(TemplateHeaderMedia.safeParse({ link: 'https://bloom.example/a.png' }).success).toBe(true);
      expect(TemplateHeaderMedia.safeParse({ link: 'http://bloom.example/a.png' }).success).toBe(false);
      expect(TemplateHeaderMedia.safeParse({ link: '4::aW1hZ2U=' }).success).toBe(false);
      expect(
        TemplateHeaderMedia.safeParse({ link: `https://bloom.example/${'a'.repeat(2000)}` }).success,
      ).toBe(false);
    });
  });
});
