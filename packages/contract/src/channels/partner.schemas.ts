import { z } from 'zod/mini';
import * as f from '../fields';
import { validationMessages as m } from '../validation';

/** Step 1 of the partner wizard (spec §7: appName, templateMessaging, disableOptinPrefUrl). */
export const CreatePartnerAppInput = z.object({
  appName: z
    .string({ error: m.appNameRequired })
    .check(z.trim(), z.minLength(1, m.appNameRequired), z.regex(/^[A-Za-z0-9]{3,100}$/, m.appNameInvalid)),
  templateMessaging: z._default(z.boolean(), true),
  disableOptinPrefUrl: z._default(z.boolean(), false),
});
export type CreatePartnerAppInput = z.input<typeof CreatePartnerAppInput>;

/** A partner app as the wizard follows it: its signup link, then its number, channel and webhook. */
export const PartnerApp = z.object({
  appId: z.string(),
  appName: z.string(),
  link: z.url(),
  /** Null until the business completed the signup link. */
  displayPhoneNumber: z.nullable(z.string()),
  channelId: z.nullable(z.uuid()),
  webhookConfigured: z.boolean(),
});
export type PartnerApp = z.infer<typeof PartnerApp>;

export const PartnerAppIdParams = z.object({ appId: z.string().check(z.minLength(1), z.maxLength(100)) });

/** Step 4: the channel for an app whose number is signed up. */
export const CreatePartnerChannelInput = z.object({
  displayName: f.required(m.channelNameRequired, 80),
});
export type CreatePartnerChannelInput = z.infer<typeof CreatePartnerChannelInput>;
