import type { ChannelHealthTopic } from '@parley/contract';
import type { HealthNotice } from '../provider-events';

/** The webhook fields that speak of a number's, an account's or a template's health. */
export const healthWebhookFields = [
  'account_update',
  'phone_number_quality_update',
  'phone_number_name_update',
  'business_capability_update',
  'security',
  'template_category_update',
  'message_template_quality_update',
  'message_template_components_update',
] as const;

type Reader = ReturnType<typeof readerOf>;

/**
 * One health field's value as a notice; undefined for a field that is not one of them. Meta's own
 * examples differ from its reference tables (numbers written as strings and back, fields moved
 * into nested objects), so every field is read leniently and each deviation is noted, never fatal.
 */
export function readHealthChange(
  entry: { id: string; time?: unknown },
  field: string,
  value: unknown,
): HealthNotice | undefined {
  if (!(healthWebhookFields as readonly string[]).includes(field)) return undefined;
  const read = readerOf(value);
  const occurredAt = secondsToDate(entry.time ?? read.raw('timestamp')) ?? new Date();
  const notice = (
    topic: ChannelHealthTopic,
    facts: Record<string, string | undefined>,
    extra: Partial<HealthNotice> = {},
  ): HealthNotice => ({
    kind: 'health',
    businessAccountId: entry.id,
    topic,
    event: read.text('event') ?? null,
    facts: definedOnly(facts),
    displayPhoneNumber: read.text('display_phone_number') ?? read.text('phone_number'),
    details: value,
    surprises: read.surprises,
    occurredAt,
    ...extra,
  });

  switch (field) {
    case 'phone_number_quality_update':
      return qualityNotice(read, notice);
    case 'phone_number_name_update':
      return notice('nameReview', {
        nameDecision: read.text('decision', { expected: true }),
        requestedName: read.text('requested_verified_name'),
        rejectionReason: read.text('rejection_reason'),
      });
    case 'account_update':
      return accountNotice(read, notice);
    case 'business_capability_update':
      return notice('capability', {
        messagingLimit:
          read.text('max_daily_conversations_per_business') ?? read.text('max_daily_conversation_per_phone'),
        maxPhoneNumbers: read.text('max_phone_numbers_per_business'),
        maxPhoneNumbersPerWaba: read.text('max_phone_numbers_per_waba'),
      });
    case 'security':
      return notice('security', { requester: read.text('requester') });
    case 'template_category_update':
      return notice(
        'templateCategory',
        {
          templateName: read.text('message_template_name'),
          language: read.text('message_template_language'),
          previousCategory: read.text('previous_category', { expected: true }),
          newCategory: read.text('new_category', { expected: true }) ?? read.text('correct_category'),
        },
        { templateId: read.text('message_template_id', { expected: true }) },
      );
    case 'message_template_quality_update':
      return notice(
        'templateQuality',
        {
          templateName: read.text('message_template_name'),
          language: read.text('message_template_language'),
          previousQualityScore: read.text('previous_quality_score'),
          qualityScore: read.text('new_quality_score', { expected: true }),
        },
        { templateId: read.text('message_template_id', { expected: true }) },
      );
    default:
      return notice(
        'templateComponents',
        {
          templateName: read.text('message_template_name'),
          language: read.text('message_template_language'),
          title: read.text('message_template_title'),
          footer: read.text('message_template_footer'),
        },
        { templateId: read.text('message_template_id', { expected: true }) },
      );
  }
}

/** An account-level error (`value.errors[]` of a `messages` change), such as 130429. */
export function accountErrorNotice(
  entry: { id: string; time?: unknown },
  phoneNumberId: string,
  error: unknown,
): HealthNotice {
  const read = readerOf(error);
  const code = read.text('code', { expected: true });
  return {
    kind: 'health',
    businessAccountId: entry.id,
    topic: 'accountError',
    event: code ?? null,
    facts: definedOnly({
      code,
      title: read.text('title') ?? read.text('message'),
      details: readerOf(read.raw('error_data')).text('details'),
      href: read.text('href'),
    }),
    phoneNumberId,
    details: error,
    surprises: read.surprises,
    occurredAt: secondsToDate(entry.time) ?? new Date(),
  };
}

type Notice = (
  topic: ChannelHealthTopic,
  facts: Record<string, string | undefined>,
  extra?: Partial<HealthNotice>,
) => HealthNotice;

function qualityNotice(read: Reader, notice: Notice): HealthNotice {
  const event = read.text('event', { expected: true });
  const limit = read.text('max_daily_conversations_per_business') ?? read.text('current_limit');
  const previousLimit = read.text('old_limit');
  if (event === 'THROUGHPUT_UPGRADE') return notice('throughput', { throughput: 'HIGH' });
  // Meta flags a number whose quality fell to low, and unflags it once it recovered.
  if (event === 'FLAGGED' || event === 'UNFLAGGED') {
    return notice('quality', {
      qualityRating: read.text('quality_rating') ?? (event === 'FLAGGED' ? 'RED' : 'GREEN'),
      messagingLimit: limit,
    });
  }
  return notice('messagingLimit', { messagingLimit: limit, previousLimit });
}

function accountNotice(read: Reader, notice: Notice): HealthNotice {
  const event = read.text('event', { expected: true }) ?? '';
  const violation = readerOf(read.raw('violation_info'));
  const ban = readerOf(read.raw('ban_info'));
  const restrictions = read.list('restriction_info').map((item) => readerOf(item));
  if (event.includes('VIOLATION') || read.raw('violation_info') !== undefined) {
    return notice('violation', { violationType: violation.text('violation_type') });
  }
  if (event.includes('RESTRICTION') || event === 'DISABLED_UPDATE' || restrictions.length > 0) {
    return notice('restriction', {
      restrictionType: restrictions.map((item) => item.text('restriction_type')).join(', ') || undefined,
      expiration: restrictions.map((item) => item.text('expiration')).join(', ') || undefined,
      banState: ban.text('waba_ban_state'),
      banDate: ban.text('waba_ban_date'),
    });
  }
  return notice('account', { country: read.text('country') });
}

/** Reads fields of an unknown value as text, noting each surprise: a field missing or of another shape. */
function readerOf(value: unknown) {
  const surprises: string[] = [];
  const object = isRecord(value) ? value : undefined;
  if (value !== undefined && !object) surprises.push(`expected an object, got ${kindOf(value)}`);
  return {
    surprises,
    raw: (key: string): unknown => object?.[key],
    text(key: string, { expected = false }: { expected?: boolean } = {}): string | undefined {
      const found = object?.[key];
      if (found === undefined || found === null) {
        if (expected && object) surprises.push(`${key} is missing`);
        return undefined;
      }
      if (typeof found === 'string') return found;
      if (typeof found === 'number' || typeof found === 'boolean') return String(found);
      surprises.push(`${key} is ${kindOf(found)}`);
      return JSON.stringify(found);
    },
    /** A list, or a single item written where the reference has a list. */
    list(key: string): unknown[] {
      const found = object?.[key];
      if (found === undefined || found === null) return [];
      if (Array.isArray(found)) return found;
      surprises.push(`${key} is ${kindOf(found)}, not a list`);
      return [found];
    },
  };
}

function secondsToDate(value: unknown): Date | undefined {
  const seconds = typeof value === 'string' ? Number(value) : value;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  // Some senders write milliseconds where Meta writes seconds.
  return new Date(seconds > 1e11 ? seconds : seconds * 1000);
}

function definedOnly(facts: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(facts).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const kindOf = (value: unknown) =>
  Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
