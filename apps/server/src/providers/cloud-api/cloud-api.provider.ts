import {
  fetchProvider,
  type MediaFile,
  type MessagingProvider,
  mediaDownloadOf,
  type OutboundMessage,
  type PhoneNumberDetails,
  ProviderError,
  type SendResult,
} from '../messaging-provider';
import { createGraphClient } from './graph-client';

export interface CloudApiChannel {
  /** Graph API base with its version: https://graph.facebook.com/v23.0, or the simulator's. */
  graphUrl: string;
  accessToken: string;
  phoneNumberId: string;
}

/** Meta's WhatsApp Cloud API for one business phone number. */
export function createCloudApiProvider(channel: CloudApiChannel): MessagingProvider {
  const { request: graph, postJson } = createGraphClient(channel.graphUrl, channel.accessToken);

  return {
    mediaBy: 'id',

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

    /** The media id gives a URL that lives five minutes and wants the same token (reference §6). */
    async downloadMedia({ id }) {
      if (!id) throw new ProviderError('The Cloud API names media by id', 100);
      const media = await graph<{ url: string; mime_type: string; file_size?: number }>(
        `${encodeURIComponent(id)}?phone_number_id=${channel.phoneNumberId}`,
      );
      const response = await fetchProvider('the Cloud API', media.url, {
        headers: { authorization: `Bearer ${channel.accessToken}` },
      });
      const download = mediaDownloadOf('The Cloud API', response);
      return { ...download, mimeType: media.mime_type, fileSize: media.file_size ?? download.fileSize };
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
