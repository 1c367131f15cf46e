import type { SimulatorContext } from '../context';
import { storeMediaFile } from '../media/media.service';
import type { SimulatorState } from '../state';
import { createTemplate, deleteTemplates } from '../templates/templates.service';
import type { Template, TemplateComponent } from '../templates/templates.store';
import type { CreateTemplateForm } from './partner.schemas';
import type { PartnerApp } from './partner.store';
import { carouselComponent, partnerCards } from './partner-carousel';
import { partnerErrors } from './partner-error';
import { bodyComponent, exampleText, templateHandle, uploadedSample } from './partner-template-samples';

export function listPartnerTemplates(state: SimulatorState, app: PartnerApp) {
  return {
    status: 'success',
    templates: state.templates.list(app.wabaId).map((template) => describePartnerTemplate(state, template)),
  };
}

/** Stored in the app's own template space and reviewed like any Cloud template, ending in a template-event. */
export function createPartnerTemplate(context: SimulatorContext, app: PartnerApp, form: CreateTemplateForm) {
  const { state } = context;
  const body = bodyComponent(form.content, form.example, { text: 'content', example: 'example' });
  const { id } = createTemplate(context, app.wabaId, {
    name: form.elementName,
    language: form.languageCode,
    category: form.category,
    // The schema takes cards for CAROUSEL templates only, and the standard parts for the others only.
    components: form.cards
      ? [body, carouselComponent(state, app, form.cards)]
      : [
          ...headerComponents(state, app, form),
          body,
          ...(form.footer ? [{ type: 'FOOTER', text: form.footer }] : []),
          ...(form.buttons?.length ? [{ type: 'BUTTONS', buttons: form.buttons }] : []),
        ],
  });
  const template = state.templates.get(id);
  if (!template) throw new Error(`template ${id} vanished right after it was created`);
  return { status: 'success', template: describePartnerTemplate(state, template) };
}

/** Removes every language of `elementName`, as the partner API does. */
export function deletePartnerTemplate(context: SimulatorContext, app: PartnerApp, elementName: string) {
  deleteTemplates(context, app.wabaId, { name: elementName });
  return { status: 'success' };
}

/** A header sample for media templates: the handle names the stored file, which stays the app's own. */
export async function uploadTemplateMedia(state: SimulatorState, app: PartnerApp, form: FormData) {
  const file = form.get('file');
  if (!(file instanceof Blob)) throw partnerErrors.invalid('file is required');
  const media = await storeMediaFile(state, app.id, file, form.get('file_type'));
  return { status: 'success', handleId: { message: templateHandle(media) } };
}

/** As the partner lists it: `containerMeta` holds what it was created with, a carousel's cards included. */
function describePartnerTemplate(state: SimulatorState, template: Template) {
  const headerFormat = component(template, 'HEADER')?.format?.toUpperCase();
  const carousel = component(template, 'CAROUSEL');
  const body = component(template, 'BODY');
  const reason = state.partner.rejectionReasons.get(template.id);
  return {
    id: template.id,
    elementName: template.name,
    languageCode: template.language,
    category: template.category,
    templateType: carousel ? 'CAROUSEL' : headerFormat && headerFormat !== 'TEXT' ? headerFormat : 'TEXT',
    status: template.status,
    data: body?.text ?? '',
    meta: JSON.stringify({ example: exampleText(body) }),
    containerMeta: JSON.stringify({
      data: body?.text ?? '',
      sampleText: exampleText(body),
      ...(carousel ? { cards: partnerCards(carousel) } : {}),
    }),
    ...(reason ? { reason } : {}),
  };
}

function headerComponents(state: SimulatorState, app: PartnerApp, form: CreateTemplateForm) {
  if (form.templateType === 'TEXT') {
    return form.header ? [{ type: 'HEADER', format: 'TEXT', text: form.header }] : [];
  }
  uploadedSample(state, app, form.exampleMedia, form.templateType, 'exampleMedia');
  return [{ type: 'HEADER', format: form.templateType, example: { header_handle: [form.exampleMedia] } }];
}

function component(template: Template, type: string): TemplateComponent | undefined {
  return template.components.find((candidate) => candidate.type === type);
}
