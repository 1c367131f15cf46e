import { ProviderError } from '../messaging-provider';

type Parameter = { type?: string; text?: string } & Record<string, unknown>;
type MediaReference = { id?: string; link?: string };

const headerMediaTypes = new Set(['image', 'video', 'document']);

/**
 * A Cloud API template send as the partner's form: the header's text, then the body's texts, as
 * `params`, and a media header as `message` (by link). Button and carousel parameters have no place
 * in that form, so such sends are refused rather than sent without them.
 */
export function partnerTemplateMessage(
  components: Record<string, unknown>[],
  link: (media: MediaReference) => string,
): { params: string[]; message?: Record<string, unknown> } {
  const unsent = components.find((component) => component.type === 'button' || component.type === 'carousel');
  if (unsent) {
    throw new ProviderError(
      `The partner provider does not take template ${String(unsent.type)} parameters through Parley yet`,
      100,
    );
  }
  const parametersOf = (type: string) =>
    components
      .filter((component) => component.type === type)
      .flatMap((component) => (component.parameters as Parameter[] | undefined) ?? []);
  const header = parametersOf('header');
  const media = header.find((parameter) => headerMediaTypes.has(parameter.type ?? ''));
  const params = [...header, ...parametersOf('body')]
    .filter((parameter) => parameter.type === 'text')
    .map((parameter) => parameter.text ?? '');
  if (!media?.type) return { params };
  const type = media.type;
  return { params, message: { type, [type]: { link: link(media[type] as MediaReference) } } };
}
