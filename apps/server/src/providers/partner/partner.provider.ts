import {
  fetchProvider,
  type MessagingProvider,
  mediaDownloadOf,
  type OutboundMessage,
  type PhoneNumberDetails,
  ProviderError,
  type SendResult,
} from '../messaging-provider';
import { partnerApps } from './partner.apps';
import { partnerInteractive } from './partner.interactive';
import type { PartnerClient } from './partner-client';

export interface PartnerAppCredentials {
  appId: string;
  appName: string;
  appToken: string;
  apiKey: string;
  /** The app's WhatsApp number, digits only: the partner's `source`. */
  sourceNumber: string;
}

const unsupported = (what: string) =>
  new ProviderError(`The partner provider does not support ${what} through Parley yet`, 100);

// The partner's session messages carry media as public links; it has no media ids to send by.
const mediaByLinkOnly = () =>
  new ProviderError('The partner provider sends media by link, not media by id: send a public URL', 100);

/**
 * The partner provider behind Parley's MessagingProvider: session messages go with the app's API key
 * to the messaging host, templates with the app token to the partner host, in the Cloud API's shape.
 */
export function createPartnerProvider(client: PartnerClient, app: PartnerAppCredentials): MessagingProvider {
  const appPath = `/partner/app/${encodeURIComponent(app.appId)}`;
  const envelope = (to: string) => ({ source: app.sourceNumber, destination: to, 'src.name': app.appName });

  const link = (media: { id?: string; link?: string }) => {
    if (!media.link) throw mediaByLinkOnly();
    return media.link;
  };

  const sessionMessage = (message: OutboundMessage): Record<string, unknown> => {
    switch (message.type) {
      case 'text':
        return { type: 'text', text: message.text.body };
      case 'image': {
        const url = link(message.image);
        return { type: 'image', originalUrl: url, previewUrl: url, caption: message.image.caption };
      }
      case 'video':
        return { type: 'video', url: link(message.video), caption: message.video.caption };
      case 'audio':
        return { type: 'audio', url: link(message.audio) };
      case 'document':
        return { type: 'file', url: link(message.document), filename: message.document.filename };
      case 'location':
        return { type: 'location', ...message.location };
      case 'interactive': {
        const interactive = partnerInteractive(message.interactive, link);
        if (!interactive) throw unsupported(`interactive ${String(message.interactive.type)} messages`);
        return interactive;
      }
      default:
        throw unsupported(`${message.type} messages`);
    }
  };

  return {
    mediaBy: 'link',

    async send(message: OutboundMessage): Promise<SendResult> {
      if (message.type === 'template') {
        // The v3 send takes the Cloud API's template (header media by link, buttons, carousel cards);
        // https://partner-docs.gupshup.io/reference/post_partner-app-appid-v3-message-10
        const { messages } = await client.asApp<{ messages: { id: string }[] }>(
          app.appToken,
          `${appPath}/v3/message`,
          {
            json: {
              messaging_product: 'whatsapp',
              recipient_type: 'individual',
              to: message.to,
              type: 'template',
              template: message.template,
            },
          },
        );
        const providerMessageId = messages[0]?.id;
        if (!providerMessageId) throw new ProviderError('The partner provider answered no message id', 2);
        return { providerMessageId, recipientWaId: message.to };
      }
      const { messageId } = await client.sendSessionMessage(app.apiKey, {
        channel: 'whatsapp',
        ...envelope(message.to),
        message: JSON.stringify(sessionMessage(message)),
      });
      return { providerMessageId: messageId, recipientWaId: message.to };
    },

    async markRead(): Promise<void> {
      throw unsupported('read receipts');
    },

    async uploadMedia(): Promise<{ mediaId: string }> {
      throw mediaByLinkOnly();
    },

    /** Inbound media come as the partner's file links, which need no credentials. */
    async downloadMedia({ link }) {
      if (!link) throw new ProviderError('The partner provider names media by link', 100);
      return mediaDownloadOf('The partner provider', await fetchProvider('the partner provider', link, {}));
    },

    async phoneNumber(): Promise<PhoneNumberDetails> {
      const details = await partnerApps(client).details(app.appId);
      if (!details.displayPhoneNumber) throw new ProviderError('The app has no number yet', 100);
      return { displayPhoneNumber: details.displayPhoneNumber, verifiedName: details.appName };
    },
  };
}
