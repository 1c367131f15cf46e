/** Every queue Parley uses, in one place; each module registers the handlers of its own. */
export const jobNames = {
  webhookSweep: 'webhook-sweep',
  contactImport: 'contact-import',
  contactImportSweep: 'contact-import-sweep',
  campaignFileSweep: 'campaign-file-sweep',
  productImportSweep: 'product-import-sweep',
  idempotencyKeySweep: 'idempotency-key-sweep',
  chatbotSessionSweep: 'chatbot-session-sweep',
  messageSend: 'message-send',
  inboundMediaFetch: 'inbound-media-fetch',
  outboundWebhookPrune: 'outbound-webhook-prune',
} as const;

export type JobName = (typeof jobNames)[keyof typeof jobNames];
