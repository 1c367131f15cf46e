import {
  attributeKey,
  type Contact,
  ContactInput,
  contactPhone,
  validationMessages as m,
} from '@parley/contract';
import type { CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod/mini';
import { composePhone, splitPhone } from './phone';

const attributeValueMax = 500;

/**
 * The contact form as the user fills it: the phone as country plus national number, attributes as
 * rows. Checked with the contract's own rules, so the browser refuses what the server would.
 */
export const contactFormSchema = (duplicateKeyMessage: string) =>
  z
    .object({
      name: ContactInput.shape.name,
      country: z.string(),
      phone: z.string(),
      email: ContactInput.shape.email,
      attributes: z.array(z.object({ id: z.string(), key: z.string(), value: z.string() })),
      groups: z.array(z.object({ groupId: z.string(), groupName: z.string() })),
    })
    .check(
      z.superRefine((values, context) => {
        const phone = contactPhone.safeParse(composePhone(values.country as CountryCode, values.phone));
        if (!phone.success) {
          context.addIssue({ code: 'custom', path: ['phone'], message: phone.error.issues[0]?.message });
        }
        const seen = new Set<string>();
        values.attributes.forEach((row, index) => {
          if (isBlank(row)) return;
          const key = attributeKey.safeParse(row.key);
          if (!key.success) {
            context.addIssue({
              code: 'custom',
              path: ['attributes', index, 'key'],
              message: key.error.issues[0]?.message,
            });
          } else if (seen.has(key.data)) {
            context.addIssue({
              code: 'custom',
              path: ['attributes', index, 'key'],
              message: duplicateKeyMessage,
            });
          } else {
            seen.add(key.data);
          }
          if (row.value.length > attributeValueMax) {
            context.addIssue({ code: 'custom', path: ['attributes', index, 'value'], message: m.tooLong });
          }
        });
      }),
    );

export type ContactFormValues = z.input<ReturnType<typeof contactFormSchema>>;

const isBlank = (row: { key: string; value: string }) => !row.key.trim() && !row.value.trim();

let lastRowId = 0;
/** An attribute row with an id of its own, so removing one row does not shift the others' inputs. */
export const attributeRow = (key = '', value = '') => ({ id: String(++lastRowId), key, value });

export function emptyContactForm(country: CountryCode): ContactFormValues {
  return { name: '', country, phone: '', email: '', attributes: [], groups: [] };
}

/** A saved contact, ready to edit. */
export function contactFormValues(contact: Contact, fallbackCountry: CountryCode): ContactFormValues {
  const { country, national } = splitPhone(contact.phone, fallbackCountry);
  return {
    name: contact.name ?? '',
    country,
    phone: national,
    email: contact.email ?? '',
    attributes: Object.entries(contact.attributes).map(([key, value]) => attributeRow(key, value)),
    groups: contact.groups,
  };
}

/** What the server takes; rows left empty are dropped. */
export function toContactInput(values: ContactFormValues): ContactInput {
  return {
    name: values.name.trim(),
    phone: composePhone(values.country as CountryCode, values.phone),
    email: values.email?.trim() ?? '',
    attributes: Object.fromEntries(
      values.attributes.filter((row) => !isBlank(row)).map((row) => [row.key.trim(), row.value]),
    ),
  };
}
