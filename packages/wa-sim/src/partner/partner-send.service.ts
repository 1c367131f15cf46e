import { randomUUID } from 'node:crypto';
import { GraphError, graphErrors } from '../graph-error';
import { digitsOf } from '../ids';
import { type Messaging, sendMessage } from '../messages/outbound.service';
import type { SandboxPhoneNumber } from '../seed';
import type { SimulatorState } from '../state';
import { placeholderCount } from '../templates/templates.store';
import type { CloudTemplateMessage, SessionMessage, TemplateMessageForm } from './partner.schemas';
import type { PartnerApp } from './partner.store';
import { partnerErrors } from './partner-error';
import { emitPartnerEvent, partnerFailure } from './partner-events';
import { cloudInteractive } from './partner-interactive';

interface Addressing {
  source: string;
  destination: string;
  'src.name': string;
}

/** `POST /wa/api/v1/msg`: a session (free-form) message sent with the app's API key. */
export function sendSessionMessage(
  messaging: Messaging,
  app: PartnerApp,
  form: Addressing & { message: SessionMessage },
) {
  const phone = requireSender(app, form);
  return submit(messaging, app, phone, form.destination, 'session', () => sessionContent(form.message));
}

/** `POST /partner/app/{appId}/template/msg`: `params` fill the header's variables, then the body's. */
export function sendTemplateMessage(messaging: Messaging, app: PartnerApp, form: TemplateMessageForm) {
  const phone = requireSender(app, form);
  return submit(messaging, app, phone, form.destination, 'template', () =>
    templateContent(messaging.state, app, form),
  );
}

/**
 * `POST /partner/app/{appId}/v3/message`: a template in the Cloud API's own shape (header, body,
 * button and carousel parameters), from the app's number, answered in the Cloud API's shape with the
 * partner's message id. https://partner-docs.gupshup.io/reference/post_partner-app-appid-v3-message-10
 */
export function sendCloudTemplateMessage(messaging: Messaging, app: PartnerApp, body: CloudTemplateMessage) {
  if (!app.phone) throw partnerErrors.invalid(`App ${app.name} has no phone number yet`);
  const { messageId } = submit(messaging, app, app.phone, body.to, 'template', () => ({
    type: 'template',
    template: body.template,
  }));
  return {
    messaging_product: 'whatsapp',
    contacts: [{ input: body.to, wa_id: digitsOf(body.to) }],
    messages: [{ id: messageId }],
  };
}

/**
 * Accepted at once under a partner message id. The platform's verdict follows as message-events:
 * `enqueued` carrying the WhatsApp id, or `failed` with the partner's code when WhatsApp refused it.
 */
function submit(
  messaging: Messaging,
  app: PartnerApp,
  phone: SandboxPhoneNumber,
  destination: string,
  kind: 'session' | 'template',
  content: () => Record<string, unknown>,
) {
  const gsId = randomUUID();
  const event = (type: string, payload: Record<string, unknown>) =>
    emitPartnerEvent(messaging, app, 'message-event', {
      id: gsId,
      type,
      destination,
      payload: { ts: Math.floor(messaging.state.now() / 1000), ...payload },
    });
  try {
    const body = { messaging_product: 'whatsapp', to: destination, ...content() };
    const whatsappMessageId = sendMessage(messaging, phone, body).messages[0]?.id;
    if (whatsappMessageId) messaging.state.partner.gupshupIds.set(whatsappMessageId, gsId);
    event('enqueued', { whatsappMessageId, type: kind });
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    event('failed', partnerFailure(error.code, error.details));
  }
  return { status: 'submitted', messageId: gsId };
}

function requireSender(app: PartnerApp, form: Addressing): SandboxPhoneNumber {
  if (form['src.name'] !== app.name) throw partnerErrors.invalid(`src.name must be the app name ${app.name}`);
  if (!app.phone) throw partnerErrors.invalid(`App ${app.name} has no phone number yet`);
  if (form.source !== digitsOf(app.phone.displayPhoneNumber)) {
    throw partnerErrors.invalid(`source ${form.source} is not the phone number of app ${app.name}`);
  }
  return app.phone;
}

function sessionContent(message: SessionMessage): Record<string, unknown> {
  switch (message.type) {
    case 'text':
      return { type: 'text', text: { body: message.text } };
    case 'image':
      return { type: 'image', image: { link: message.originalUrl, caption: message.caption } };
    case 'file':
      return { type: 'document', document: { link: message.url, filename: message.filename } };
    case 'video':
      return { type: 'video', video: { link: message.url, caption: message.caption } };
    case 'audio':
      return { type: 'audio', audio: { link: message.url } };
    case 'location': {
      const { type, ...location } = message;
      return { type, location };
    }
    case 'quick_reply':
    case 'list':
      return { type: 'interactive', interactive: cloudInteractive(message) };
  }
}

function templateContent(state: SimulatorState, app: PartnerApp, form: TemplateMessageForm) {
  const template = state.templates.get(form.template.id);
  if (template?.wabaId !== app.wabaId) throw graphErrors.templateMissing(form.template.id, 'this app');
  const { params } = form.template;
  const headerVariables = placeholderCount(
    template.components.find((component) => component.type === 'HEADER')?.text,
  );
  const header = [...(form.message ? [form.message] : []), ...params.slice(0, headerVariables).map(asText)];
  const body = params.slice(headerVariables).map(asText);
  const components = [
    ...(header.length > 0 ? [{ type: 'header', parameters: header }] : []),
    ...(body.length > 0 ? [{ type: 'body', parameters: body }] : []),
  ];
  return {
    type: 'template',
    template: { name: template.name, language: { code: template.language }, components },
  };
}

function asText(text: string) {
  return { type: 'text', text };
}
