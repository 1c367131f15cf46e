import type { NewTemplate, ProviderTemplate, TemplateCatalog } from '../messaging-provider';
import { createGraphClient } from './graph-client';

interface GraphTemplate {
  id: string;
  name: string;
  language: string;
  category: string;
  status: string;
  rejected_reason?: string;
  components?: Record<string, unknown>[];
}

interface GraphPage {
  data: GraphTemplate[];
  paging?: { cursors?: { after?: string }; next?: string };
}

const fields = 'id,name,language,category,status,rejected_reason,components';

/** The WhatsApp Business Account's message templates (`/{waba-id}/message_templates`). */
export function createCloudApiTemplates(options: {
  graphUrl: string;
  accessToken: string;
  businessAccountId: string;
}): TemplateCatalog {
  const { request, postJson } = createGraphClient(options.graphUrl, options.accessToken);
  const path = `${options.businessAccountId}/message_templates`;
  return {
    /** Every page, following Meta's cursors. */
    async list(): Promise<ProviderTemplate[]> {
      const templates: ProviderTemplate[] = [];
      let after: string | undefined;
      do {
        const query = new URLSearchParams({ fields, limit: '100', ...(after ? { after } : {}) });
        const page = await request<GraphPage>(`${path}?${query}`);
        templates.push(...page.data.map(fromGraph));
        after = page.paging?.next ? page.paging.cursors?.after : undefined;
      } while (after);
      return templates;
    },

    async create(template: NewTemplate) {
      const created = await postJson<{ id: string; status: string; category: string }>(path, {
        name: template.name,
        language: template.language,
        category: template.category,
        components: template.components,
        allow_category_change: template.allowCategoryChange,
      });
      return { providerTemplateId: created.id, status: created.status, category: created.category };
    },

    /** Only this template: by its id, with the name Meta requires beside it. */
    async remove({ providerTemplateId, name }) {
      const query = new URLSearchParams({ hsm_id: providerTemplateId, name });
      await request(`${path}?${query}`, { method: 'DELETE' });
    },
  };
}

const fromGraph = (template: GraphTemplate): ProviderTemplate => ({
  providerTemplateId: template.id,
  name: template.name,
  language: template.language,
  category: template.category,
  status: template.status,
  rejectedReason:
    template.rejected_reason && template.rejected_reason !== 'NONE' ? template.rejected_reason : undefined,
  components: template.components ?? [],
});
