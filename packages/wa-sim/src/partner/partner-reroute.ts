import type { Messaging } from '../messages/outbound.service';
import type { EventReroute } from '../webhooks/webhook-dispatcher';
import { emitPartnerEvent, partnerFailure } from './partner-events';
import { type CloudInboundMessage, partnerInboundPayload } from './partner-inbound';

interface CloudMessagesValue {
  metadata: { phone_number_id: string };
  contacts?: { profile: { name: string }; wa_id: string }[];
  messages?: CloudInboundMessage[];
  statuses?: {
    id: string;
    status: string;
    timestamp: string;
    recipient_id: string;
    errors?: { code: number; title: string }[];
  }[];
}

interface CloudTemplateStatus {
  event: string;
  message_template_id: number;
  message_template_name: string;
  message_template_language: string;
  reason: string;
}

/**
 * The partner sits on the Cloud API: the events of its apps' numbers and templates reach the app's
 * subscriptions in the partner's v2 format instead of the Cloud webhook. `origin` is where the
 * simulator listens, for media download links.
 */
export function reroutePartnerEvents(messaging: Messaging, origin: () => string): EventReroute {
  return (field, value) => {
    if (field === 'messages')
      return rerouteNumberEvents(messaging, value as unknown as CloudMessagesValue, origin);
    if (field === 'message_template_status_update') {
      return rerouteTemplateStatus(messaging, value as unknown as CloudTemplateStatus);
    }
    return false;
  };
}

function rerouteNumberEvents(messaging: Messaging, value: CloudMessagesValue, origin: () => string): boolean {
  const { partner } = messaging.state;
  const app = partner.appOwningNumber(value.metadata.phone_number_id);
  if (!app) return false;
  for (const status of value.statuses ?? []) {
    const gsId = partner.gupshupIds.get(status.id);
    const error = status.errors?.[0];
    emitPartnerEvent(messaging, app, 'message-event', {
      id: status.id,
      ...(gsId ? { gsId } : {}),
      type: status.status,
      destination: status.recipient_id,
      payload: { ts: Number(status.timestamp), ...(error ? partnerFailure(error.code, error.title) : {}) },
    });
  }
  const mediaUrl = (mediaId: string) => `${origin()}/partner/media/${mediaId}`;
  for (const message of value.messages ?? []) {
    const name =
      value.contacts?.find((contact) => contact.wa_id === message.from)?.profile.name ?? message.from;
    emitPartnerEvent(
      messaging,
      app,
      'message',
      partnerInboundPayload(messaging.state, message, name, mediaUrl),
    );
  }
  return true;
}

/** Template ids travel as numbers in Meta's event, so the template is matched by name, language and id. */
function rerouteTemplateStatus(messaging: Messaging, value: CloudTemplateStatus): boolean {
  const { state } = messaging;
  for (const app of state.partner.allApps()) {
    const template = state.templates.find(
      app.wabaId,
      value.message_template_name,
      value.message_template_language,
    );
    if (!template || Number(template.id) !== value.message_template_id) continue;
    const rejected = value.event === 'REJECTED';
    if (rejected) state.partner.rejectionReasons.set(template.id, value.reason);
    emitPartnerEvent(messaging, app, 'template-event', {
      id: template.id,
      elementName: template.name,
      languageCode: template.language,
      status: value.event,
      ...(rejected ? { rejectedReason: value.reason } : {}),
    });
    return true;
  }
  return false;
}
