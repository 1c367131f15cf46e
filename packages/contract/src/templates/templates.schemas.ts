import { z } from 'zod/mini';
import { integer, PageQuery } from '../common';
import { validationMessages as m } from '../validation';
import { templateLanguageCodes, templateLanguages } from './templates.languages';
import { checkTemplate } from './templates.rules';

export const templateCategories = ['MARKETING', 'UTILITY', 'AUTHENTICATION'] as const;
export const TemplateCategory = z.enum(templateCategories);
export type TemplateCategory = z.infer<typeof TemplateCategory>;

export const templateTypes = ['Standard', 'Carousel'] as const;
export const TemplateType = z.enum(templateTypes);
export type TemplateType = z.infer<typeof TemplateType>;

/** Spec §9. */
export const templateHeaderFormats = ['NONE', 'TEXT', 'IMAGE', 'DOCUMENT', 'VIDEO'] as const;
export const cardHeaderFormats = ['IMAGE', 'VIDEO'] as const;

/** A template's review and life at the provider (reference §5, "Statuses"). */
export const templateStatuses = [
  'APPROVED',
  'PENDING',
  'REJECTED',
  'PAUSED',
  'DISABLED',
  'IN_APPEAL',
  'PENDING_DELETION',
  'LIMIT_EXCEEDED',
  'ARCHIVED',
] as const;
export const TemplateStatus = z.enum(templateStatuses);
export type TemplateStatus = z.infer<typeof TemplateStatus>;

/** Spec §8, the server's words for what the client shows. */
/** The provider's button counts (reference "Templates"): in all, per kind, and on a carousel card. */
export const templateButtonLimits = {
  total: 10,
  perCard: 2,
  perKind: { URL: 2, PHONE_NUMBER: 1, COPY_CODE: 1 } as Partial<Record<string, number>>,
} as const;

export const templateMessages = {
  fetchFailed: 'Failed to fetch templates',
  created: 'Template Created Successfully',
  creationFailed: 'Creation failed due to an error',
  configFailed: 'Something went wrong',
  deleted: 'Template Deleted Successfully',
  deletionFailed: 'Template Deletion Failed',
} as const;

/** Spec §7: categories and languages, for the builder's choices. */
export const TemplateConfig = z.object({
  templateCategories: z.array(TemplateCategory),
  templateLanguages: z.array(z.object({ code: z.string(), name: z.string() })),
  /** The language of the account's newest template, which a new one starts in; null before the first. */
  lastUsedLanguage: z.nullable(z.string()),
});
export type TemplateConfig = z.infer<typeof TemplateConfig>;
export const templateConfig: Omit<TemplateConfig, 'lastUsedLanguage'> = {
  templateCategories: [...templateCategories],
  templateLanguages: templateLanguages.map(({ code, name }) => ({ code, name })),
};

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, m.tooLong));
const example = text(200);

const buttonText = z
  .string({ error: m.templateButtonTextRequired })
  .check(z.trim(), z.minLength(1, m.templateButtonTextRequired), z.maxLength(25, m.tooLong));

export const QuickReplyButton = z.object({ type: z.literal('QUICK_REPLY'), text: buttonText });
/** A website; `{{1}}` at the end of `url` makes its suffix a variable, shown by `example`. */
export const UrlButton = z.object({
  type: z.literal('URL'),
  text: buttonText,
  url: z
    .string({ error: m.templateUrlInvalid })
    .check(
      z.trim(),
      z.maxLength(2000, m.tooLong),
      z.regex(/^https?:\/\/[^\s{}]+(\{\{1\}\})?$/, m.templateUrlInvalid),
    ),
  example: z.optional(example),
});
export const PhoneNumberButton = z.object({
  type: z.literal('PHONE_NUMBER'),
  text: buttonText,
  phone: z
    .string({ error: m.templatePhoneInvalid })
    .check(z.trim(), z.regex(/^\+?[1-9]\d{5,19}$/, m.templatePhoneInvalid)),
});
/** The offer code shown as an example; WhatsApp labels the button itself. */
export const CopyCodeButton = z.object({
  type: z.literal('COPY_CODE'),
  example: z
    .string({ error: m.templateExampleRequired })
    .check(z.trim(), z.minLength(1, m.templateExampleRequired), z.maxLength(15, m.tooLong)),
});
export const TemplateButton = z.discriminatedUnion('type', [
  QuickReplyButton,
  UrlButton,
  PhoneNumberButton,
  CopyCodeButton,
]);
export type TemplateButton = z.infer<typeof TemplateButton>;
export type TemplateButtonType = TemplateButton['type'];

/** A header: a text (with at most one variable, shown by `example`) or a media sample's handle. */
export const TemplateHeader = z.object({
  format: z.enum(templateHeaderFormats),
  text: z.optional(text(60)),
  example: z.optional(example),
  handle: z.optional(z.string().check(z.maxLength(2000))),
});

/** The body with `{{1}}`, `{{2}}`… and an example value for each, in order. */
export const TemplateBody = z.object({
  text: z
    .string({ error: m.templateBodyRequired })
    .check(z.trim(), z.minLength(1, m.templateBodyRequired), z.maxLength(1024, m.tooLong)),
  examples: z._default(z.array(example), []),
});

/** One carousel card; the builder's card N (spec §3, "keyed 1 to 10") is `cards[N - 1]`. */
export const TemplateCard = z.object({
  header: z.object({
    format: z.enum(cardHeaderFormats),
    handle: z.optional(z.string().check(z.maxLength(2000))),
  }),
  body: z._default(
    z.object({ text: z._default(text(160), ''), examples: z._default(z.array(example), []) }),
    {
      text: '',
      examples: [],
    },
  ),
  buttons: z._default(z.array(TemplateButton), []),
});

/**
 * What the template builder submits. A carousel template keeps the body as the message's bubble and
 * puts its media in the cards; the standard header, footer and buttons are then left out.
 */
export const CreateTemplateInput = z
  .object({
    name: z
      .string({ error: m.templateNameInvalid })
      .check(z.trim(), z.regex(/^[a-z0-9_]{1,512}$/, m.templateNameInvalid)),
    language: z.enum(templateLanguageCodes, { error: m.templateLanguageInvalid }),
    category: z.enum(templateCategories, { error: m.templateCategoryInvalid }),
    templateType: z._default(TemplateType, 'Standard'),
    header: z._default(TemplateHeader, { format: 'NONE' }),
    body: TemplateBody,
    footer: z.optional(text(60)),
    buttons: z._default(
      z.array(TemplateButton).check(z.maxLength(templateButtonLimits.total, m.templateTooManyButtons)),
      [],
    ),
    cards: z._default(z.array(TemplateCard).check(z.maxLength(10, m.templateCarouselCardCount)), []),
  })
  .check(z.superRefine(checkTemplate));
export type CreateTemplateInput = z.output<typeof CreateTemplateInput>;
/** The builder's values as they are typed, before the defaults: what the live preview renders. */
export type TemplateDraft = z.input<typeof CreateTemplateInput>;

/** A component in the Cloud API's shape (`type` HEADER, BODY, FOOTER, BUTTONS or CAROUSEL). */
export const TemplateComponent = z.looseObject({ type: z.string() });

/** The reviewer's explanation of a rejection and what to change (Meta sends it for INVALID_FORMAT), in its words. */
export const TemplateRejectionInfo = z.object({
  reason: z.optional(z.string()),
  recommendation: z.optional(z.string()),
});
export type TemplateRejectionInfo = z.infer<typeof TemplateRejectionInfo>;

export const Template = z.object({
  id: z.uuid(),
  channelId: z.uuid(),
  providerTemplateId: z.string(),
  name: z.string(),
  language: z.string(),
  category: z.string(),
  templateType: TemplateType,
  status: TemplateStatus,
  /** Why the provider rejected or paused it, as its code (INVALID_FORMAT, PROMOTIONAL, …); null otherwise. */
  rejectionReason: z.nullable(z.string()),
  rejectionInfo: z.nullable(TemplateRejectionInfo),
  components: z.array(TemplateComponent),
  /** Meta's quality score (GREEN, YELLOW, RED, UNKNOWN) from its quality webhook, when it sent one. */
  qualityScore: z.nullable(z.string()),
  qualityUpdatedAt: z.nullable(z.iso.datetime()),
  /** The category Meta moved the template from, and when; null while it keeps the one submitted. */
  previousCategory: z.nullable(z.string()),
  categoryChangedAt: z.nullable(z.iso.datetime()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Template = z.infer<typeof Template>;

export const ListTemplatesQuery = z.extend(PageQuery, {
  /** Part of the name, case-blind. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(512))),
  status: z.optional(TemplateStatus),
  category: z.optional(TemplateCategory),
  language: z.optional(z.string().check(z.maxLength(10))),
  templateType: z.optional(TemplateType),
});
export type ListTemplatesQuery = z.input<typeof ListTemplatesQuery>;

export const TemplateList = z.object({ data: z.array(Template), totalRecords: integer() });
export type TemplateList = z.infer<typeof TemplateList>;

export const TemplateCreated = z.object({ message: z.literal(templateMessages.created), data: Template });
export type TemplateCreated = z.infer<typeof TemplateCreated>;

export const TemplateDeleted = z.object({ message: z.literal(templateMessages.deleted) });
export type TemplateDeleted = z.infer<typeof TemplateDeleted>;

/** After a refresh: how many templates the channel has at its provider. */
export const TemplatesRefreshed = z.object({ totalRecords: integer() });
export type TemplatesRefreshed = z.infer<typeof TemplatesRefreshed>;

export const ChannelTemplatesParams = z.object({ channelId: z.uuid() });
export const TemplateIdParams = z.object({ channelId: z.uuid(), templateId: z.uuid() });
