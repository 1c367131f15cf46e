import { z } from 'zod/mini';
import * as f from '../fields';
import { validationMessages as m } from '../validation';

/** An option becomes a reply button, whose title WhatsApp limits to 20 characters and 3 per message. */
export const quickReplyLimits = {
  options: 3,
  optionLength: 20,
  messageLength: 1024,
  shortNameLength: 30,
} as const;

const clockTime = z
  .string({ error: m.timeInvalid })
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.timeInvalid));

/**
 * Spec §3: a reply message, options, and an optional time restriction. The times are in the account's
 * time zone; an end before the start spans midnight (18:00 to 09:00 is the night).
 */
export const TimeRestriction = z
  .object({ enabled: z.boolean(), startTime: clockTime, endTime: clockTime })
  .check(
    z.refine((restriction) => !restriction.enabled || restriction.startTime !== restriction.endTime, {
      message: m.timeRangeEmpty,
      path: ['endTime'],
    }),
  );
export type TimeRestriction = z.infer<typeof TimeRestriction>;

export const QuickReply = z.object({
  quickReplyId: z.uuid(),
  channelId: z.uuid(),
  /** What an agent types after "/" in the composer to find it; unique in its channel, whatever the case. */
  shortName: z.string(),
  replyMessage: z.string(),
  options: z.array(z.string()),
  enabled: z.boolean(),
  timeRestriction: TimeRestriction,
  updatedAt: z.iso.datetime(),
});
export type QuickReply = z.infer<typeof QuickReply>;
export const QuickReplyList = z.object({ data: z.array(QuickReply) });
export type QuickReplyList = z.infer<typeof QuickReplyList>;

const option = z
  .string({ error: m.quickReplyOptionRequired })
  .check(
    z.trim(),
    z.minLength(1, m.quickReplyOptionRequired),
    z.maxLength(quickReplyLimits.optionLength, m.quickReplyOptionTooLong),
  );

/** Letters, digits, "-" and "_": one word to type after "/". */
const shortName = z
  .string({ error: m.quickReplyShortNameRequired })
  .check(
    z.trim(),
    z.minLength(1, m.quickReplyShortNameRequired),
    z.maxLength(quickReplyLimits.shortNameLength, m.tooLong),
    z.regex(/^[\p{L}\p{N}_-]*$/u, m.quickReplyShortNameInvalid),
  );

export const QuickReplyInput = z.object({
  shortName,
  replyMessage: f.required(m.quickReplyMessageRequired, quickReplyLimits.messageLength),
  options: z._default(
    z.array(option).check(
      z.maxLength(quickReplyLimits.options, m.quickReplyTooManyOptions),
      z.refine((options) => new Set(options).size === options.length, m.quickReplyOptionsNotUnique),
    ),
    [],
  ),
  enabled: z._default(z.boolean(), true),
  timeRestriction: z._default(TimeRestriction, { enabled: false, startTime: '09:00', endTime: '18:00' }),
});
export type QuickReplyInput = z.input<typeof QuickReplyInput>;

export const ChannelQuickRepliesParams = z.object({ channelId: z.uuid() });
export const QuickReplyIdParams = z.object({ quickReplyId: z.uuid() });

/**
 * The account-level switch for automatic quick replies, and the time zone their time restrictions
 * are read in (an IANA name such as Asia/Kolkata).
 */
export const QuickReplySettings = z.object({ quickReplyEnabled: z.boolean(), timeZone: z.string() });
export type QuickReplySettings = z.infer<typeof QuickReplySettings>;
export const QuickReplySettingsInput = z.object({
  quickReplyEnabled: z.optional(z.boolean()),
  timeZone: z.optional(
    z.string().check(
      z.refine((zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, m.timeZoneInvalid),
    ),
  ),
});
export type QuickReplySettingsInput = z.input<typeof QuickReplySettingsInput>;

/** Spec §8. */
export const quickReplyMessages = {
  added: 'Quick Reply Added',
  updated: 'Quick Reply Updated',
  deleted: 'Quick Reply Deleted',
  settingsUpdated: 'Updated Successfully',
  settingsUpdateFailed: 'Error while updating',
} as const;
