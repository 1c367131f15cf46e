import { type RenderedTemplate, renderTemplate } from '@parley/contract';
import { renderedComponents } from '../../inbox/rendered-template';
import {
  emptyVariables,
  type FilledVariables,
  previewVariables,
  type TemplateFields,
  type VariableField,
} from '../../inbox/template-message/template-fields';
import { TemplatePreview } from '../../templates/components/template-preview';
import type { ChosenTemplate } from './wizard-state';

export interface MessagePreviewProps {
  language: string;
  rendered: RenderedTemplate;
}

/** A template as WhatsApp shows it with its values filled in: the template builder's preview. */
export function MessagePreview({ language, rendered }: MessagePreviewProps) {
  return (
    <TemplatePreview
      components={renderedComponents(rendered)}
      language={language}
      headerMediaUrl={rendered.header && 'link' in rendered.header ? rendered.header.link : undefined}
      cardMediaUrls={(rendered.cards ?? []).map((card) => card.header?.link)}
    />
  );
}

/**
 * The chosen template with the values typed so far (an empty one shows as its variable, `{{1}}`),
 * or, before any, with the examples it was approved with.
 */
export function renderChosen(chosen: ChosenTemplate, variables: FilledVariables | null): RenderedTemplate {
  const values = previewVariables(chosen.fields, variables ?? exampleVariables(chosen.fields));
  return renderTemplate(chosen.template.components, values, 0);
}

function exampleVariables(fields: TemplateFields): FilledVariables {
  const examples = (list: VariableField[]) => list.map((field) => field.example ?? '');
  return {
    ...emptyVariables(fields),
    headers: examples(fields.headers),
    body: examples(fields.body),
    carousel: fields.carousel.map((card) => ({ body: examples(card.body), buttons: examples(card.buttons) })),
  };
}
