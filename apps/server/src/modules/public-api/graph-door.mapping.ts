import type { ApiMessageInput, GraphMessageInput, TemplateVariables } from '@parley/contract';

type Parameter = Record<string, unknown> & { type?: string };
type Component = Record<string, unknown> & { type: string; parameters?: Parameter[] };

/**
 * A Cloud API send body in the public API's terms, to be checked by the public API's own schema:
 * `id` is a file uploaded through the door (Parley's media id), template components become the
 * variables Parley fills the template with. Fields Parley does not send are left out, so the
 * schema's refusal names what is missing rather than what is extra.
 */
export function publicMessageOf(body: GraphMessageInput): ApiMessageInput | Record<string, unknown> {
  const { to, type } = body;
  switch (type) {
    case 'text':
      return { to, type, text: { body: body.text?.body } };
    case 'image':
    case 'video':
    case 'audio':
    case 'document': {
      const media = body[type] ?? {};
      return {
        to,
        type,
        [type]: {
          ...(media.id !== undefined ? { mediaId: media.id } : {}),
          ...(media.link !== undefined ? { link: media.link } : {}),
          ...(media.caption !== undefined ? { caption: media.caption } : {}),
          ...(media.filename !== undefined ? { filename: media.filename } : {}),
        },
      };
    }
    case 'interactive':
      return { to, type, interactive: body.interactive };
    case 'template': {
      const template = body.template;
      return {
        to,
        type,
        template: template && {
          name: template.name,
          language: template.language.code,
          variables: variablesOf((template.components ?? []) as Component[]),
        },
      };
    }
    default:
      return { to, type };
  }
}

/** The text a parameter stands for: a text's own, a currency's or a date's fallback. */
const parameterText = (parameter: Parameter): string => {
  const nested = parameter[parameter.type ?? ''] as { fallback_value?: unknown } | undefined;
  const value = parameter.text ?? parameter.coupon_code ?? parameter.payload ?? nested?.fallback_value;
  return typeof value === 'string' ? value : String(value ?? '');
};

const mediaOf = (parameter: Parameter | undefined) => {
  const kind = parameter?.type;
  if (!kind || !['image', 'video', 'document'].includes(kind)) return undefined;
  const media = parameter[kind] as { id?: string; link?: string } | undefined;
  if (media?.id) return { mediaId: media.id };
  return media?.link ? { link: media.link } : undefined;
};

/** Button values in the order of the template's buttons that take one (URL suffixes, coupon codes). */
const buttonValues = (components: Component[]) =>
  components
    .filter(
      (component) => component.type === 'button' && ['url', 'copy_code'].includes(String(component.sub_type)),
    )
    .sort((a, b) => Number(a.index ?? 0) - Number(b.index ?? 0))
    .map((component) => parameterText(component.parameters?.[0] ?? {}));

function variablesOf(components: Component[]): TemplateVariables {
  const header = components.find((component) => component.type === 'header');
  const headerMedia = mediaOf(header?.parameters?.[0]);
  const body = components.find((component) => component.type === 'body');
  const carousel = components.find((component) => component.type === 'carousel') as
    | (Component & { cards?: { components?: Component[] }[] })
    | undefined;
  return {
    ...(headerMedia ? { headerMedia } : {}),
    headers: headerMedia ? [] : (header?.parameters ?? []).map(parameterText),
    body: (body?.parameters ?? []).map(parameterText),
    buttons: buttonValues(components),
    footer: [],
    carousel: (carousel?.cards ?? []).map((card) => {
      const cardComponents = card.components ?? [];
      const cardMedia = mediaOf(
        cardComponents.find((component) => component.type === 'header')?.parameters?.[0],
      );
      return {
        body: (cardComponents.find((component) => component.type === 'body')?.parameters ?? []).map(
          parameterText,
        ),
        buttons: buttonValues(cardComponents),
        ...(cardMedia ? { headerMedia: cardMedia } : {}),
      };
    }),
  };
}
