import type { SimulatorContext } from '../context';
import { storeMediaFile } from '../media/media.service';
import type { SimulatorState } from '../state';
import { createTemplate, deleteTemplates } from '../templates/templates.service';
import { placeholderPattern, type Template, type TemplateComponent } from '../templates/templates.store';
import type { CreateTemplateForm } from './partner.schemas';
import type { PartnerApp } from './partner.store';
import { partnerErrors } from './partner-error';

export function listPartnerTemplates(state: SimulatorState, app: PartnerApp) {
  return {
    status: 'success',
    templates: state.templates.list(app.wabaId).map((template) => describePartnerTemplate(state, template)),
  };
}

/** Stored in the app's own template space and reviewed like any Cloud template, ending in a template-event. */
export function createPartnerTemplate(context: SimulatorContext, app: PartnerApp, form: CreateTemplateForm) {
  const { state } = context;
  const { id } = createTemplate(context, app.wabaId, {
    name: form.elementName,
    language: form.languageCode,
    category: form.category,
    components: [
      ...headerComponents(state, app, form),
      bodyComponent(form.content, form.example),
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
  return {
    status: 'success',
    handleId: { message: `4::${Buffer.from(media.mimeType).toString('base64')}:${media.id}` },
  };
}

function describePartnerTemplate(state: SimulatorState, template: Template) {
  const headerFormat = component(template, 'HEADER')?.format?.toUpperCase();
  const reason = state.partner.rejectionReasons.get(template.id);
  return {
    id: template.id,
    elementName: template.name,
    languageCode: template.language,
    category: template.category,
    templateType: headerFormat && headerFormat !== 'TEXT' ? headerFormat : 'TEXT',
    status: template.status,
    data: component(template, 'BODY')?.text ?? '',
    meta: JSON.stringify({ example: exampleText(component(template, 'BODY')) }),
    ...(reason ? { reason } : {}),
  };
}

function headerComponents(state: SimulatorState, app: PartnerApp, form: CreateTemplateForm) {
  if (form.templateType === 'TEXT') {
    return form.header ? [{ type: 'HEADER', format: 'TEXT', text: form.header }] : [];
  }
  const mediaId = form.exampleMedia?.split(':').at(-1) ?? '';
  if (state.media.get(mediaId)?.phoneNumberId !== app.id) {
    throw partnerErrors.invalid(
      `exampleMedia must be a handle from /partner/app/${app.id}/upload/media for ${form.templateType} templates`,
    );
  }
  return [{ type: 'HEADER', format: form.templateType, example: { header_handle: [form.exampleMedia] } }];
}

/** The partner takes the example as the content with its variables filled in; Meta wants the values. */
function bodyComponent(content: string, example: string | undefined): TemplateComponent {
  const pieces = content.split(placeholderPattern);
  if (pieces.length === 1) return { type: 'BODY', text: content };
  const filledIn = new RegExp(`^${pieces.map(escapeRegExp).join('(.+?)')}$`, 's');
  const values = example?.match(filledIn)?.slice(1);
  if (!values) throw partnerErrors.invalid('example must be the content with each variable filled in');
  return { type: 'BODY', text: content, example: { body_text: [values] } };
}

function exampleText(body: TemplateComponent | undefined): string {
  const values = (body?.example as { body_text?: string[][] } | undefined)?.body_text?.[0] ?? [];
  let next = 0;
  return (body?.text ?? '').replace(placeholderPattern, (variable) => values[next++] ?? variable);
}

function component(template: Template, type: string): TemplateComponent | undefined {
  return template.components.find((candidate) => candidate.type === type);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
