import { graphErrors } from '../graph-error';
import { digitsOf, newWamid, unixSeconds } from '../ids';
import type { SandboxPhoneNumber } from '../seed';
import type { MessageStatus, SentMessage, SimulatorState } from '../state';
import { expectedParameters, type Template } from '../templates/templates.store';
import type { WebhookDispatcher } from '../webhooks/webhook-dispatcher';
import {
  describeIssue,
  type InteractivePayload,
  markAsReadBody,
  type SendMessageBody,
  sendMessageBody,
  type TemplatePayload,
} from './send.schemas';

export interface Messaging {
  state: SimulatorState;
  webhooks: WebhookDispatcher;
}

/**
 * Sandbox rule: a recipient whose digits end in `0000` is not on WhatsApp. The send is accepted,
 * then a `failed` status with 131026 follows, as on the platform.
 */
export function isUndeliverable(waId: string): boolean {
  return waId.endsWith('0000');
}

/** `POST /{phone-number-id}/messages`: a send, or a mark-as-read when the body has `status`. */
export function handleMessagesPost(messaging: Messaging, phone: SandboxPhoneNumber, body: unknown) {
  if (isRecord(body) && 'status' in body) return markAsRead(messaging.state, phone, body);
  return sendMessage(messaging, phone, body);
}

export function sendMessage({ state, webhooks }: Messaging, phone: SandboxPhoneNumber, raw: unknown) {
  const withType = isRecord(raw) && raw.type === undefined ? { ...raw, type: 'text' } : raw;
  const parsed = sendMessageBody.safeParse(withType);
  if (!parsed.success) throw graphErrors.invalidParameter(describeIssue(parsed.error));
  const body = parsed.data;
  if (!state.rateLimiter.tryAcquire(phone.phoneNumberId)) throw graphErrors.throughput();

  const waId = digitsOf(body.to);
  const windowOpen = state.windowOpen(phone.phoneNumberId, waId);
  const template = body.type === 'template' ? checkTemplate(state, phone, body.template) : undefined;
  if (!template && !windowOpen && !isUndeliverable(waId)) throw graphErrors.reEngagement();
  checkMediaIds(state, body);
  if (body.type === 'interactive') checkProducts(state, phone, body.interactive);

  const message: SentMessage = {
    id: newWamid(waId),
    phoneNumberId: phone.phoneNumberId,
    to: body.to,
    waId,
    type: body.type,
    request: body as Record<string, unknown>,
    status: 'accepted',
    statuses: [],
    ...(body.biz_opaque_callback_data ? { bizOpaqueCallbackData: body.biz_opaque_callback_data } : {}),
    createdAt: new Date().toISOString(),
  };
  state.sent.set(message.id, message);
  scheduleStatuses({ state, webhooks }, phone, message, pricingFor(template, windowOpen));

  return {
    messaging_product: 'whatsapp',
    contacts: [{ input: body.to, wa_id: waId }],
    messages: [{ id: message.id, ...(template ? { message_status: 'accepted' } : {}) }],
  };
}

function markAsRead(state: SimulatorState, phone: SandboxPhoneNumber, raw: unknown) {
  const parsed = markAsReadBody.safeParse(raw);
  if (!parsed.success) throw graphErrors.invalidParameter(describeIssue(parsed.error));
  const target = state.received.get(parsed.data.message_id);
  if (!target || target.phoneNumberId !== phone.phoneNumberId) {
    throw graphErrors.invalidValue(`Invalid message_id ${parsed.data.message_id}`);
  }
  // Marking one message read marks every earlier message in that thread read too.
  for (const message of state.received.values()) {
    if (message.phoneNumberId === phone.phoneNumberId && message.from === target.from) message.read = true;
    if (message === target) break;
  }
  return { success: true };
}

function checkTemplate(state: SimulatorState, phone: SandboxPhoneNumber, payload: TemplatePayload): Template {
  const wabaId = state.businessAccountOf(phone.phoneNumberId);
  const template = state.templates.find(wabaId, payload.name, payload.language.code);
  if (template?.status !== 'APPROVED') {
    throw graphErrors.templateMissing(payload.name, payload.language.code);
  }
  const expected = expectedParameters(template);
  for (const type of ['header', 'body'] as const) {
    const given =
      payload.components?.filter((component) => component.type === type).flatMap((c) => c.parameters ?? [])
        .length ?? 0;
    if (given !== expected[type]) {
      throw graphErrors.templateParamCount(
        `${type}: number of localizable_params (${given}) does not match the expected number of params (${expected[type]})`,
      );
    }
  }
  return template;
}

/**
 * Product messages name the catalog connected to the number's business account (a catalog message
 * takes that one) and products in it; a product list drops the products the catalog does not hold,
 * as Meta does, and fails when none is left.
 */
function checkProducts(
  state: SimulatorState,
  phone: SandboxPhoneNumber,
  interactive: InteractivePayload,
): void {
  if (interactive.type === 'button' || interactive.type === 'list') return;
  const [connected] = state.catalogs.connectedTo(state.businessAccountOf(phone.phoneNumberId));
  if (interactive.type === 'catalog_message') {
    if (!connected)
      throw graphErrors.invalidValue('No catalog is connected to this WhatsApp Business Account');
    return;
  }
  const catalog = connected?.id === interactive.action.catalog_id ? connected : undefined;
  if (!catalog) {
    throw graphErrors.invalidValue(
      `Catalog ${interactive.action.catalog_id} is not connected to this WhatsApp Business Account`,
    );
  }
  const known = (item: { product_retailer_id: string }) =>
    state.catalogs.byRetailerId(catalog, item.product_retailer_id) !== undefined;
  if (interactive.type === 'product') {
    if (!known(interactive.action)) {
      throw graphErrors.invalidValue(
        `Product ${interactive.action.product_retailer_id} is not in catalog ${catalog.id}`,
      );
    }
    return;
  }
  interactive.action.sections = interactive.action.sections
    .map((section) => ({ ...section, product_items: section.product_items.filter(known) }))
    .filter((section) => section.product_items.length > 0);
  if (interactive.action.sections.length === 0) {
    throw graphErrors.invalidValue(`None of the products is in catalog ${catalog.id}`);
  }
}

/**
 * A media sent by id must be one uploaded to the number (`POST /{phone-number-id}/media`), a
 * template's header media too: the handle a template was created with (`4::…`) is a review sample,
 * no media id, and Meta refuses it in a send.
 */
function checkMediaIds(state: SimulatorState, body: SendMessageBody): void {
  const checkId = (path: string, media: unknown) => {
    const id = isRecord(media) && typeof media.id === 'string' ? media.id : undefined;
    if (id !== undefined && !state.media.get(id)) {
      throw graphErrors.invalidParameter(`Param ${path}.id is not a valid media id: ${id}`);
    }
  };
  if (mediaTypes.has(body.type)) checkId(body.type, (body as Record<string, unknown>)[body.type]);
  if (body.type !== 'template') return;
  const headerMedia = (components: unknown, path: string) => {
    if (!Array.isArray(components)) return;
    components.forEach((component, index) => {
      if (!isRecord(component) || String(component.type).toLowerCase() !== 'header') return;
      const parameters = Array.isArray(component.parameters) ? component.parameters : [];
      parameters.forEach((parameter, at) => {
        if (!isRecord(parameter) || typeof parameter.type !== 'string') return;
        const where = `${path}[${index}].parameters[${at}].${parameter.type}`;
        if (mediaTypes.has(parameter.type)) checkId(where, parameter[parameter.type]);
      });
    });
  };
  const components = body.template.components ?? [];
  headerMedia(components, 'template.components');
  components.forEach((component, index) => {
    if (component.type !== 'carousel' || !Array.isArray(component.cards)) return;
    component.cards.forEach((card: unknown, at: number) => {
      if (isRecord(card))
        headerMedia(card.components, `template.components[${index}].cards[${at}].components`);
    });
  });
}

const mediaTypes = new Set(['image', 'video', 'audio', 'document', 'sticker']);

type Pricing = { billable: boolean; pricing_model: 'PMP'; type: string; category: string };

/** Per-message pricing: templates are billed unless utility inside an open window; service is free. */
function pricingFor(template: Template | undefined, windowOpen: boolean): Pricing {
  if (!template)
    return { billable: false, pricing_model: 'PMP', type: 'free_customer_service', category: 'service' };
  const category = template.category.toLowerCase();
  if (category === 'utility' && windowOpen) {
    return { billable: false, pricing_model: 'PMP', type: 'free_customer_service', category };
  }
  return { billable: true, pricing_model: 'PMP', type: 'regular', category };
}

function scheduleStatuses(
  { state, webhooks }: Messaging,
  phone: SandboxPhoneNumber,
  message: SentMessage,
  pricing: Pricing,
) {
  const emit = (status: MessageStatus, extra: Record<string, unknown> = {}) => {
    const timestamp = unixSeconds(state.now());
    message.status = status;
    message.statuses.push({ status, timestamp });
    webhooks.messages(phone, {
      statuses: [
        {
          id: message.id,
          status,
          timestamp,
          recipient_id: message.waId,
          ...(message.bizOpaqueCallbackData
            ? { biz_opaque_callback_data: message.bizOpaqueCallbackData }
            : {}),
          ...extra,
        },
      ],
    });
  };
  const { delivered, read } = state.config.statusDelaysMs;

  if (isUndeliverable(message.waId)) {
    state.scheduler.after(0, () => emit('failed', { errors: [undeliverableError] }));
    return;
  }
  state.scheduler.after(0, () => emit('sent'));
  if (message.type === 'reaction') return;
  state.scheduler.after(delivered, () => emit('delivered', { pricing }));
  if (state.customers.has(message.waId)) state.scheduler.after(delivered + read, () => emit('read'));
}

const undeliverableError = {
  code: 131026,
  title: 'Message undeliverable',
  message: 'Message undeliverable',
  error_data: {
    details: 'Message Undeliverable. The recipient is not a WhatsApp user or cannot receive this message.',
  },
  href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
