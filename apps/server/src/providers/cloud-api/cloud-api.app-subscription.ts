import { healthWebhookFields } from './cloud-api.health-webhooks';
import { createGraphClient } from './graph-client';

const whatsappObject = 'whatsapp_business_account';

/** The webhook fields Parley reads: messages and their statuses, template reviews, every health field. */
export const parleyWebhookFields = ['messages', 'message_template_status_update', ...healthWebhookFields];

export interface AppSubscriptionSettings {
  graphUrl: string;
  appId: string;
  appSecret: string;
  verifyToken: string;
  /** Where Meta sends the webhooks: `${PUBLIC_URL}/webhooks/cloud`. */
  callbackUrl: string;
}

interface AppSubscriptions {
  data: { object: string; fields: { name: string }[] }[];
}

/**
 * Makes sure the Meta app's `whatsapp_business_account` subscription has every field Parley reads,
 * and answers the fields it lacked. The fields it has are posted again with Parley's, so one an
 * operator added in the App Dashboard is kept; nothing is posted when none is missing.
 */
export async function subscribeAppToParleyFields(settings: AppSubscriptionSettings): Promise<string[]> {
  const { appId, appSecret, verifyToken, callbackUrl } = settings;
  // The app's subscriptions are the app's own: only its app access token may read or change them.
  const { request, postJson } = createGraphClient(settings.graphUrl, `${appId}|${appSecret}`);
  const { data } = await request<AppSubscriptions>(`${appId}/subscriptions`);
  const subscribed = (data.find((subscription) => subscription.object === whatsappObject)?.fields ?? []).map(
    (field) => field.name,
  );
  const missing = parleyWebhookFields.filter((field) => !subscribed.includes(field));
  if (missing.length === 0) return [];
  await postJson(`${appId}/subscriptions`, {
    object: whatsappObject,
    callback_url: callbackUrl,
    verify_token: verifyToken,
    fields: [...subscribed, ...missing].join(','),
    include_values: true,
  });
  return missing;
}
