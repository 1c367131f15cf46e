import type {
  MediaFile,
  MessagingProvider,
  OutboundMessage,
  PhoneNumberDetails,
  SendResult,
} from '../messaging-provider';
import { ProviderError } from '../messaging-provider';

export interface CloudApiChannel {
  /** Graph API base with its version: https://graph.facebook.com/v23.0, or the simulator's. */
  graphUrl: string;
  accessToken: string;
  phoneNumberId: string;
}

// Codes Meta documents as worth another try: rate limits, throughput, temporary failures.
const retryableCodes = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 131057, 133004]);

interface GraphErrorBody {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/** Meta's WhatsApp Cloud API for one business phone number. */
export function createCloudApiProvider(channel: CloudApiChannel): MessagingProvider {
  const graph = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(`${channel.graphUrl}/${path}`, {
        ...init,
        headers: { authorization: `Bearer ${channel.accessToken}`, ...init.headers },
      });
    } catch (error) {
      throw new ProviderError(
        `Could not reach the Cloud API: ${(error as Error).message}`,
        2,
        undefined,
        true,
      );
    }
    const body = (await response.json().catch(() => ({}))) as T & GraphErrorBody;
    if (!response.ok || body.error) {
      const code = body.error?.code ?? (response.status >= 500 ? 2 : 100);
      throw new ProviderError(
        body.error?.message ?? `The Cloud API answered ${response.status}`,
        code,
        body.error?.error_data?.details,
        retryableCodes.has(code),
      );
    }
    return body;
  };

  const postJson = <T>(path: string, payload: unknown) =>
    graph<T>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });

  return {
    async send(message: OutboundMessage): Promise<SendResult> {
      const { to, replyTo, callbackData, ...content } = message;
      const result = await postJson<{
        contacts: { input: string; wa_id: string }[];
        messages: { id: string }[];
      }>(`${channel.phoneNumberId}/messages`, {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to,
        ...content,
        ...(replyTo ? { context: { message_id: replyTo } } : {}),
        ...(callbackData ? { biz_opaque_callback_data: callbackData } : {}),
      });
      const id = result.messages[0]?.id;
      if (!id)
        throw new ProviderError('The Cloud API accepted the message without an id', 131000, undefined, true);
      return { providerMessageId: id, recipientWaId: result.contacts[0]?.wa_id ?? to };
    },

    async markRead(providerMessageId) {
      await postJson(`${channel.phoneNumberId}/messages`, {
        messaging_product: 'whatsapp',
        status: 'read',
        message_id: providerMessageId,
      });
    },

    async uploadMedia(file: MediaFile) {
      const form = new FormData();
      form.set('messaging_product', 'whatsapp');
      form.set('type', file.mimeType);
      form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }), file.fileName);
      const { id } = await graph<{ id: string }>(`${channel.phoneNumberId}/media`, {
        method: 'POST',
        body: form,
      });
      return { mediaId: id };
    },

    async phoneNumber(): Promise<PhoneNumberDetails> {
      const fields = 'display_phone_number,verified_name,quality_rating,messaging_limit_tier';
      const details = await graph<{
        display_phone_number: string;
        verified_name: string;
        quality_rating?: string;
        messaging_limit_tier?: string;
      }>(`${channel.phoneNumberId}?fields=${fields}`);
      return {
        displayPhoneNumber: details.display_phone_number,
        verifiedName: details.verified_name,
        qualityRating: details.quality_rating,
        messagingLimitTier: details.messaging_limit_tier,
      };
    },
  };
}
