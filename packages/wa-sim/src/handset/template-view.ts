import type { SimulatorState } from '../state';
import { type Loose, optional, record, records, text } from './loose-json';
import { mediaView } from './media-view';
import type { ActionView, CardView, MediaType, RichMessage } from './view-model';

/**
 * A template message as the customer sees it: the stored definition (header, body, footer, buttons,
 * carousel cards) with the send's parameters filled in.
 */
export function templateView(state: SimulatorState, phoneNumberId: string, template: Loose): RichMessage {
  const name = text(template.name) ?? '';
  const language = text(record(template.language).code) ?? '';
  const stored = state.templates.find(state.businessAccountOf(phoneNumberId), name, language);
  if (!stored) return { missingTemplate: `Template ${name} (${language})`, actions: [] };

  const given = records(template.components);
  const carousel = componentOf(stored.components, 'CAROUSEL');
  return {
    ...filledParts(stored.components, given),
    ...(carousel ? { cards: cardViews(carousel, given) } : {}),
  };
}

function filledParts(definition: Loose[], given: Loose[]): RichMessage {
  const header = componentOf(definition, 'HEADER');
  const body = text(componentOf(definition, 'BODY')?.text);
  const footer = text(componentOf(definition, 'FOOTER')?.text);
  return {
    ...(header ? { header: headerView(header, parametersOf(given, 'header')) } : {}),
    ...optional('body', body && fill(body, parametersOf(given, 'body'))),
    ...optional('footer', footer),
    actions: records(componentOf(definition, 'BUTTONS')?.buttons).map((button, index) =>
      actionView(button, buttonParameter(given, index)),
    ),
  };
}

function cardViews(carousel: Loose, given: Loose[]): CardView[] {
  const givenCards = records(given.find((component) => component.type === 'carousel')?.cards);
  return records(carousel.cards).map((card, index) => {
    const cardGiven = records(
      givenCards.find((candidate) => Number(candidate.card_index) === index)?.components,
    );
    const parts = filledParts(records(card.components), cardGiven);
    return {
      ...optional('header', parts.header?.media),
      ...optional('body', parts.body),
      actions: parts.actions,
    };
  });
}

function headerView(header: Loose, parameters: Loose[]): NonNullable<RichMessage['header']> {
  const format = (text(header.format) ?? 'TEXT').toLowerCase();
  if (format === 'text') return { text: fill(text(header.text) ?? '', parameters) };
  const parameter = parameters[0] ?? {};
  if (format === 'location') {
    const location = record(parameter.location);
    return { text: text(location.name) ?? text(location.address) ?? 'Location' };
  }
  return { media: mediaView(format as MediaType, record(parameter[format])) };
}

function actionView(button: Loose, parameter: Loose | undefined): ActionView {
  const title = text(button.text) ?? '';
  switch (text(button.type)?.toUpperCase()) {
    case 'QUICK_REPLY': {
      // Without a payload parameter, the inbound `button.payload` carries the button's text.
      const id = text(parameter?.payload) ?? title;
      return { title, reply: { kind: 'quick_reply', id, title } };
    }
    case 'URL':
      return { title, url: fill(text(button.url) ?? '', parameter ? [parameter] : []) };
    case 'PHONE_NUMBER':
      return { title, ...optional('phone', text(button.phone_number)) };
    case 'COPY_CODE':
      return { title, ...optional('code', text(parameter?.coupon_code)) };
    case 'OTP':
      return { title: title || 'Copy code', ...optional('code', text(parameter?.text)) };
    default:
      return { title };
  }
}

/** `{{1}}` takes the first parameter; `{{name}}` the one with that `parameter_name`. */
function fill(template: string, parameters: Loose[]): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, key: string) => {
    const parameter = /^\d+$/.test(key)
      ? parameters[Number(key) - 1]
      : parameters.find((candidate) => candidate.parameter_name === key);
    return parameter ? parameterText(parameter) : placeholder;
  });
}

function parameterText(parameter: Loose): string {
  switch (parameter.type) {
    case 'text':
      return text(parameter.text) ?? '';
    case 'currency':
    case 'date_time':
      return text(record(parameter[parameter.type]).fallback_value) ?? '';
    default:
      return `[${String(parameter.type)}]`;
  }
}

/** Definitions arrive in upper case at the top level and as sent inside carousel cards. */
function componentOf(components: Loose[], type: string): Loose | undefined {
  return components.find((component) => text(component.type)?.toUpperCase() === type);
}

function parametersOf(given: Loose[], type: 'header' | 'body'): Loose[] {
  return given.filter((component) => component.type === type).flatMap((c) => records(c.parameters));
}

function buttonParameter(given: Loose[], index: number): Loose | undefined {
  const component = given.find((c) => c.type === 'button' && Number(c.index) === index);
  return records(component?.parameters)[0];
}
