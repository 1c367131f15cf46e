import { z } from 'zod';
import type { NewTemplate, ProviderTemplate, TemplateCatalog } from '../messaging-provider';
import { type CloudCard, cloudCarousel, PartnerCard, partnerCards } from './partner.carousel';
import { cloudBody, sampleTextOf } from './partner.template-text';
import type { PartnerClient } from './partner-client';

interface PartnerTemplate {
  id: string;
  elementName: string;
  languageCode: string;
  category: string;
  templateType: string;
  status: string;
  data: string;
  /** JSON text: what the template was made of, a carousel's cards included. */
  containerMeta?: string;
  reason?: string;
}

/** The part of `containerMeta` Parley reads back. */
const ContainerMeta = z.object({
  sampleText: z.string().nullish(),
  cards: z.array(PartnerCard).default([]),
});

type Component = {
  type?: string;
  format?: string;
  text?: string;
  example?: Record<string, unknown[]>;
  buttons?: unknown[];
  cards?: CloudCard[];
};

/**
 * An app's templates at the partner. The partner takes a template as form fields (content, its
 * filled-in example, header, footer, buttons, or a carousel's cards) rather than Meta's components,
 * and names it for deletion by its element name.
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
        components: cloudComponents(template),
      }));
    },

    async create(template: NewTemplate) {
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
  const carousel = find('CAROUSEL');
  const shared = {
    elementName: template.name,
    languageCode: template.language,
    category: template.category,
    vertical: template.category,
    content: body?.text ?? '',
    // The partner wants the body as a customer would read it, each {{n}} replaced by its example.
    example: sampleTextOf(body),
    enableSample: 'true',
    allowTemplateCategoryChange: String(template.allowCategoryChange),
  };
  if (carousel) {
    return { ...shared, templateType: 'CAROUSEL', cards: JSON.stringify(partnerCards(carousel)) };
  }
  const header = find('HEADER');
  const footer = find('FOOTER');
  const buttons = find('BUTTONS')?.buttons;
  const headerFormat = header?.format?.toUpperCase();
  return {
    ...shared,
    templateType: headerFormat && headerFormat !== 'TEXT' ? headerFormat : 'TEXT',
    ...(headerFormat === 'TEXT' && header?.text ? { header: header.text } : {}),
    ...(header?.example?.header_handle?.[0] ? { exampleMedia: String(header.example.header_handle[0]) } : {}),
    ...(footer?.text ? { footer: footer.text } : {}),
    ...(buttons?.length ? { buttons: JSON.stringify(buttons) } : {}),
  };
}

/** The body with its example read back, and a carousel's cards: enough for Parley to tell a carousel. */
function cloudComponents(template: PartnerTemplate): Record<string, unknown>[] {
  const meta = containerMetaOf(template);
  const body = cloudBody(template.data, meta.sampleText);
  return template.templateType.toUpperCase() === 'CAROUSEL' ? [body, cloudCarousel(meta.cards)] : [body];
}

/** A `containerMeta` the partner left out or that cannot be read gives no example and no cards. */
function containerMetaOf(template: PartnerTemplate): z.infer<typeof ContainerMeta> {
  try {
    const parsed = ContainerMeta.safeParse(JSON.parse(template.containerMeta ?? '{}'));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: read as empty below.
  }
  return { cards: [] };
}
