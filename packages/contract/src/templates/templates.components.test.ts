import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../validation';
import { templateComponents, templatePayload } from './templates.components';
import { CreateTemplateInput, type TemplateDraft } from './templates.schemas';

const draft = (overrides: Partial<TemplateDraft> = {}): TemplateDraft => ({
  name: 'order_ready',
  language: 'en',
  category: 'UTILITY',
  body: { text: 'Hi {{1}}, your order is ready', examples: ['Ada'] },
  ...overrides,
});

const types = (overrides: Partial<TemplateDraft>) => templateComponents(draft(overrides)).map((c) => c.type);

const card = (handle?: string) => ({
  header: { format: 'IMAGE' as const, handle },
  body: { text: 'Fresh tulips', examples: [] },
  buttons: [{ type: 'QUICK_REPLY' as const, text: 'More like this' }],
});

describe('templateComponents, by the inclusion rules of spec §5', () => {
  it('includes a text header only when it has text', () => {
    expect(
      templateComponents(draft({ header: { format: 'TEXT', text: 'Our {{1}} sale', example: 'spring' } }))[0],
    ).toEqual({
      type: 'HEADER',
      format: 'TEXT',
      text: 'Our {{1}} sale',
      example: { header_text: ['spring'] },
    });
    expect(types({ header: { format: 'TEXT', text: '  ' } })).toEqual(['BODY']);
  });

  it('includes a media header only with its handle', () => {
    for (const format of ['IMAGE', 'DOCUMENT', 'VIDEO'] as const) {
      expect(templateComponents(draft({ header: { format, handle: '4::abc' } }))[0]).toEqual({
        type: 'HEADER',
        format,
        example: { header_handle: ['4::abc'] },
      });
      expect(types({ header: { format } })).toEqual(['BODY']);
    }
  });

  it('includes a footer only when it has text', () => {
    expect(types({ footer: 'Bloom Flowers' })).toEqual(['BODY', 'FOOTER']);
    expect(types({ footer: '' })).toEqual(['BODY']);
  });

  it('includes the buttons component only when there are buttons', () => {
    const withButtons = templateComponents(
      draft({
        buttons: [
          { type: 'URL', text: 'Track', url: 'https://bloom.example/track/{{1}}', example: 'A42' },
          { type: 'PHONE_NUMBER', text: 'Call us', phone: '+15550100' },
          { type: 'COPY_CODE', example: 'SPRING10' },
        ],
      }),
    );
    expect(withButtons.at(-1)).toEqual({
      type: 'BUTTONS',
      buttons: [
        { type: 'URL', text: 'Track', url: 'https://bloom.example/track/{{1}}', example: ['A42'] },
        { type: 'PHONE_NUMBER', text: 'Call us', phone_number: '+15550100' },
        { type: 'COPY_CODE', example: 'SPRING10' },
      ],
    });
    expect(types({ buttons: [] })).toEqual(['BODY']);
  });

  it('replaces the standard layout with the carousel only when the carousel has cards', () => {
    const standard = { header: { format: 'TEXT' as const, text: 'Hello' }, footer: 'Bye' };
    expect(types({ ...standard, templateType: 'Carousel', cards: [] })).toEqual(['HEADER', 'BODY', 'FOOTER']);
    const carousel = templateComponents(
      draft({ ...standard, templateType: 'Carousel', cards: [card('h1'), card('h2')] }),
    );
    expect(carousel.map((c) => c.type)).toEqual(['BODY', 'CAROUSEL']);
    expect(carousel[1]).toEqual({
      type: 'CAROUSEL',
      cards: ['h1', 'h2'].map((handle) => ({
        components: [
          { type: 'HEADER', format: 'IMAGE', example: { header_handle: [handle] } },
          { type: 'BODY', text: 'Fresh tulips' },
          { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'More like this' }] },
        ],
      })),
    });
  });

  it('sends the body examples in order and the spec’s payload fields', () => {
    expect(
      templatePayload(draft({ body: { text: '{{1}} ordered {{2}}!', examples: ['Ada', 'roses'] } })),
    ).toEqual({
      name: 'order_ready',
      language: 'en',
      category: 'UTILITY',
      allowCategoryChange: true,
      label: 'account configuration',
      templateType: 'Standard',
      components: [
        { type: 'BODY', text: '{{1}} ordered {{2}}!', example: { body_text: [['Ada', 'roses']] } },
      ],
    });
  });
});

/** The messages of a refused draft, by the field they are about. */
const issues = (overrides: Partial<TemplateDraft>) => {
  const result = CreateTemplateInput.safeParse(draft(overrides));
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('CreateTemplateInput, before submission', () => {
  it('accepts a complete template', () => {
    expect(issues({})).toEqual({});
  });

  it('refuses a name the provider would refuse', () => {
    expect(issues({ name: 'Order Ready!' })).toEqual({ name: m.templateNameInvalid });
  });

  it('asks for an example of every variable, and for variables in order', () => {
    expect(issues({ body: { text: 'Hi {{1}}, order {{2}} is ready', examples: ['Ada'] } })).toEqual({
      'body.examples.1': m.templateExampleRequired,
    });
    expect(issues({ body: { text: 'Hi {{2}}, order {{1}} is ready', examples: ['a', 'b'] } })).toEqual({
      'body.text': m.templateVariablesOutOfOrder,
    });
    expect(issues({ body: { text: 'Hi {{1}}', examples: ['a'] } })).toEqual({
      'body.text': m.templateVariableAtEdge,
    });
  });

  it('refuses texts that are too long and headers with two variables', () => {
    expect(issues({ footer: 'x'.repeat(61), body: { text: 'y'.repeat(1025) } })).toEqual({
      footer: m.tooLong,
      'body.text': m.tooLong,
    });
    expect(issues({ header: { format: 'TEXT', text: '{{1}} and {{2}}', example: 'a' } })).toEqual({
      'header.text': m.templateHeaderOneVariable,
    });
  });

  it('refuses too many buttons of a kind, and quick replies split by other buttons', () => {
    const quickReply = { type: 'QUICK_REPLY' as const, text: 'Yes' };
    const url = { type: 'URL' as const, text: 'Shop', url: 'https://bloom.example' };
    expect(issues({ buttons: Array.from({ length: 11 }, () => quickReply) })).toEqual({
      buttons: m.templateTooManyButtons,
    });
    expect(issues({ buttons: [url, url, url] })).toEqual({ buttons: m.templateTooManyUrlButtons });
    expect(issues({ buttons: [quickReply, url, quickReply] })).toEqual({
      buttons: m.templateQuickRepliesApart,
    });
    expect(issues({ buttons: [{ ...url, url: 'https://bloom.example/{{1}}' }] })).toEqual({
      'buttons.0.example': m.templateExampleRequired,
    });
  });

  it('asks a carousel for 2 to 10 cards, each with its media, all alike', () => {
    expect(issues({ templateType: 'Carousel', cards: [card('h1')] })).toEqual({
      cards: m.templateCarouselCardCount,
    });
    expect(issues({ templateType: 'Carousel', cards: [card('h1'), card()] })).toEqual({
      'cards.1.header.handle': m.templateCardMediaRequired,
    });
    const video = { ...card('h2'), header: { format: 'VIDEO' as const, handle: 'h2' } };
    expect(issues({ templateType: 'Carousel', cards: [card('h1'), video] })).toEqual({
      'cards.1': m.templateCardsNotAlike,
    });
  });
});
