import { z } from 'zod';
import type { SimulatorContext } from '../context';
import { nodeTypes, selectFields } from '../graph/objects';
import { graphErrors } from '../graph-error';
import { describeIssue } from '../messages/send.schemas';
import type { Template, TemplateStatus } from './templates.store';

const createTemplateBody = z.object({
  name: z.string().regex(/^[a-z0-9_]{1,512}$/, 'must be lowercase letters, digits and underscores'),
  language: z.string().min(2),
  category: z
    .string()
    .transform((category) => category.toUpperCase())
    .pipe(z.enum(['MARKETING', 'UTILITY', 'AUTHENTICATION'])),
  parameter_format: z
    .string()
    .transform((format) => format.toUpperCase())
    .pipe(z.enum(['POSITIONAL', 'NAMED']))
    .optional(),
  components: z
    .array(
      z.looseObject({
        type: z
          .string()
          .transform((type) => type.toUpperCase())
          .pipe(z.enum(['HEADER', 'BODY', 'FOOTER', 'BUTTONS', 'CAROUSEL', 'LIMITED_TIME_OFFER'])),
        format: z.string().optional(),
        text: z.string().optional(),
      }),
    )
    .min(1)
    .refine(
      (components) => components.filter((c) => c.type === 'BODY').length === 1,
      'must have exactly one BODY',
    ),
});

/** `POST /{waba-id}/message_templates`: stored PENDING, reviewed after `templateReviewDelayMs`. */
export function createTemplate(context: SimulatorContext, wabaId: string, raw: unknown) {
  const parsed = createTemplateBody.safeParse(raw);
  if (!parsed.success) throw graphErrors.invalidParameter(describeIssue(parsed.error));
  const body = parsed.data;
  const { state } = context;
  if (state.templates.find(wabaId, body.name, body.language)) {
    throw graphErrors.invalidParameter(
      `Content in this language already exists: ${body.name} (${body.language})`,
    );
  }
  const template = state.templates.add(
    {
      wabaId,
      name: body.name,
      language: body.language,
      category: body.category,
      parameterFormat: body.parameter_format ?? 'POSITIONAL',
      components: body.components,
    },
    'PENDING',
  );
  state.scheduler.after(state.config.templateReviewDelayMs, () => review(context, template));
  return { id: template.id, status: template.status, category: template.category };
}

/** Sandbox review rule: names starting with `reject_` are rejected as INVALID_FORMAT, the rest approved. */
function review({ state, webhooks }: SimulatorContext, template: Template) {
  if (!state.templates.get(template.id)) return;
  const rejected = template.name.startsWith('reject_');
  const status: TemplateStatus = rejected ? 'REJECTED' : 'APPROVED';
  state.templates.setStatus(template.id, status);
  webhooks.emit(
    'message_template_status_update',
    {
      event: status,
      message_template_id: Number(template.id),
      message_template_name: template.name,
      message_template_language: template.language,
      reason: rejected ? 'INVALID_FORMAT' : 'NONE',
      message_template_category: template.category,
      ...(rejected
        ? {
            // Meta's explanation and advice are sentences; the code is in `reason` above.
            rejection_info: {
              reason: 'The template’s name starts with reject_, which the sandbox always rejects.',
              recommendation: 'Submit it again under a name that does not start with reject_.',
            },
          }
        : {}),
    },
    Math.floor(state.now() / 1000),
  );
}

const defaultFields = ['name', 'parameter_format', 'components', 'language', 'status', 'category'];

/** `GET /{template-id}`, with Graph's `fields` selection. */
export function describeTemplate(template: Template, fields: string | undefined) {
  const full = {
    id: template.id,
    name: template.name,
    language: template.language,
    status: template.status,
    category: template.category,
    parameter_format: template.parameterFormat,
    components: template.components,
    // The sandbox review rejects for one reason only (see `review`).
    rejected_reason: template.status === 'REJECTED' ? 'INVALID_FORMAT' : 'NONE',
  };
  return selectFields(full, fields, defaultFields, nodeTypes.template);
}

/** `GET /{waba-id}/message_templates` with `fields`, `name`, `status`, `language`, `limit`, `after`. */
export function listTemplates(
  { state }: SimulatorContext,
  wabaId: string,
  query: Record<string, string | undefined>,
  pageUrl: string,
) {
  const matching = state.templates
    .list(wabaId)
    .filter((template) => !query.name || template.name.includes(query.name))
    .filter((template) => !query.status || template.status === query.status.toUpperCase())
    .filter((template) => !query.language || template.language === query.language);
  const limit = Math.min(Math.max(Number(query.limit ?? 25) || 25, 1), 100);
  const start = query.after ? Number(Buffer.from(query.after, 'base64url').toString()) || 0 : 0;
  const page = matching.slice(start, start + limit);
  const data = page.map((template) => describeTemplate(template, query.fields));
  const cursor = (index: number) => Buffer.from(String(index)).toString('base64url');
  return {
    data,
    paging: {
      cursors: { before: cursor(start), after: cursor(start + page.length) },
      ...(start + page.length < matching.length
        ? { next: nextPageUrl(pageUrl, cursor(start + page.length)) }
        : {}),
    },
  };
}

/** `DELETE ?name=` removes every language of that name; `&hsm_id=` removes only that template. */
export function deleteTemplates(
  { state }: SimulatorContext,
  wabaId: string,
  query: Record<string, string | undefined>,
) {
  if (!query.name) throw graphErrors.invalidParameter('Param name is required');
  const doomed = state.templates
    .list(wabaId)
    .filter((template) => template.name === query.name && (!query.hsm_id || template.id === query.hsm_id));
  if (doomed.length === 0) {
    throw graphErrors.invalidParameter(`Message template "${query.name}" not found`);
  }
  for (const template of doomed) state.templates.remove(template.id);
  return { success: true };
}

function nextPageUrl(pageUrl: string, after: string): string {
  const url = new URL(pageUrl);
  url.searchParams.set('after', after);
  return url.toString();
}
