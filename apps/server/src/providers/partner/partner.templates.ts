import {
  type NewTemplate,
  ProviderError,
  type ProviderTemplate,
  type TemplateCatalog,
} from '../messaging-provider';
import type { PartnerClient } from './partner-client';

interface PartnerTemplate {
  id: string;
  elementName: string;
  languageCode: string;
  category: string;
  templateType: string;
  status: string;
  data: string;
  reason?: string;
}

type Component = { type?: string; format?: string; text?: string; example?: Record<string, unknown[]> };

/**
 * An app's templates at the partner. The partner takes a template as form fields (content, its
 * filled-in example, header, footer, buttons) rather than Meta's components, and names it for
 * deletion by its element name.
 */
export function createPartnerTemplates(
  client: PartnerClient,
  app: { appId: string; appToken: string },
): TemplateCatalog {
  const path = `/partner/app/${encodeURIComponent(app.appId)}`;
  return {
    async list(): Promise<ProviderTemplate[]> {
      const { templates } = await client.asApp<{ templates: PartnerTemplate[] }>(
        app.appToken,
        `${path}/templates`,
      );
      return templates.map((template) => ({
        providerTemplateId: template.id,
        name: template.elementName,
        language: template.languageCode,
        category: template.category,
        status: template.status,
        rejectedReason: template.reason,
        components: [{ type: 'BODY', text: template.data }],
      }));
    },

    async create(template: NewTemplate) {
      // The partner's form has no place for cards: refused, rather than created as its body alone.
      if (template.components.some((component) => String(component.type).toUpperCase() === 'CAROUSEL')) {
        throw new ProviderError(
          'The partner provider does not take carousel templates through Parley yet',
          100,
        );
      }
      const { template: created } = await client.asApp<{ template: PartnerTemplate }>(
        app.appToken,
        `${path}/templates`,
        { form: partnerForm(template) },
      );
      return { providerTemplateId: created.id, status: created.status, category: created.category };
    },

    async remove({ name }) {
      await client.asApp(app.appToken, `${path}/template/${encodeURIComponent(name)}`, { method: 'DELETE' });
    },
  };
}

function partnerForm(template: NewTemplate): Record<string, string> {
  const find = (type: string) =>
    template.components.find((component) => String(component.type).toUpperCase() === type) as
      | Component
      | undefined;
  const body = find('BODY');
  const header = find('HEADER');
  const footer = find('FOOTER');
  const buttons = find('BUTTONS') as { buttons?: unknown[] } | undefined;
  const headerFormat = header?.format?.toUpperCase();
  const content = body?.text ?? '';
  const examples = (body?.example?.body_text?.[0] as string[] | undefined) ?? [];
  return {
    elementName: template.name,
    languageCode: template.language,
    category: template.category,
    templateType: headerFormat && headerFormat !== 'TEXT' ? headerFormat : 'TEXT',
    vertical: template.category,
    content,
    // The partner wants the body as a customer would read it, each {{n}} replaced by its example.
    example: content.replace(
      /{{\s*(\d+)\s*}}/g,
      (match, index: string) => examples[Number(index) - 1] ?? match,
    ),
    enableSample: 'true',
    allowTemplateCategoryChange: String(template.allowCategoryChange),
    ...(headerFormat === 'TEXT' && header?.text ? { header: header.text } : {}),
    ...(header?.example?.header_handle?.[0] ? { exampleMedia: String(header.example.header_handle[0]) } : {}),
    ...(footer?.text ? { footer: footer.text } : {}),
    ...(buttons?.buttons?.length ? { buttons: JSON.stringify(buttons.buttons) } : {}),
  };
}
