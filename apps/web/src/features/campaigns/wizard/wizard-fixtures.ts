import type { Template } from '@parley/contract';

export const channelId = '00000000-0000-4000-8000-0000000000c1';

/** An approved marketing template greeting the customer by name with an order number. */
export const orderTemplate: Template = {
  id: '00000000-0000-4000-8000-0000000000a1',
  channelId,
  providerTemplateId: '1001',
  name: 'order_ready',
  language: 'en_US',
  category: 'MARKETING',
  templateType: 'Standard',
  status: 'APPROVED',
  rejectionReason: null,
  rejectionInfo: null,
  components: [
    { type: 'BODY', text: 'Hi {{1}}, order {{2}} is ready', example: { body_text: [['Pablo', 'A-1']] } },
  ],
  qualityScore: null,
  qualityUpdatedAt: null,
  previousCategory: null,
  categoryChangedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

export const welcomeTemplate: Template = {
  ...orderTemplate,
  id: '00000000-0000-4000-8000-0000000000a2',
  name: 'welcome',
  language: 'es',
  category: 'UTILITY',
  components: [{ type: 'BODY', text: 'Bienvenido' }],
};
