import { type Contact, validationMessages } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import {
  attributeRow,
  contactFormSchema,
  contactFormValues,
  emptyContactForm,
  toContactInput,
} from './contact-form-values';

const schema = contactFormSchema('duplicate');
const form = (change: Partial<ReturnType<typeof emptyContactForm>>) => ({
  ...emptyContactForm('DE'),
  name: 'Maya Fischer',
  phone: '0151 12345678',
  ...change,
});
const issues = (values: ReturnType<typeof form>) =>
  (schema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('contact form', () => {
  it('sends the number as E.164 from the country and the national number, and attributes by key', () => {
    const values = form({ attributes: [attributeRow(' city ', 'Berlin'), attributeRow('', ' ')] });
    expect(issues(values)).toEqual([]);
    expect(toContactInput(values)).toEqual({
      name: 'Maya Fischer',
      phone: '+4915112345678',
      email: '',
      attributes: { city: 'Berlin' },
    });
  });

  it('refuses a number the country does not have, on the phone field, in the contract’s words', () => {
    expect(issues(form({ phone: '12' }))).toEqual([['phone', validationMessages.phoneInvalid]]);
    expect(issues(form({ phone: '' }))).toEqual([['phone', validationMessages.phoneRequired]]);
  });

  it('refuses an attribute name that cannot be a variable, and the same name twice', () => {
    const values = form({
      attributes: [
        attributeRow('plan', 'Gold'),
        attributeRow('1st order', 'yes'),
        attributeRow('plan', 'Silver'),
      ],
    });
    expect(issues(values)).toEqual([
      ['attributes.1.key', validationMessages.attributeKeyInvalid],
      ['attributes.2.key', 'duplicate'],
    ]);
  });

  it('opens a saved contact for editing with its own country', () => {
    const contact = {
      name: null,
      phone: '+971501234567',
      email: null,
      attributes: { tier: 'A' },
      groups: [{ groupId: 'g', groupName: 'VIP' }],
    } as unknown as Contact;
    const values = contactFormValues(contact, 'US');
    expect(values).toMatchObject({
      name: '',
      country: 'AE',
      phone: '501234567',
      email: '',
      groups: contact.groups,
    });
    expect(toContactInput({ ...values, name: 'Omar' })).toMatchObject({
      phone: '+971501234567',
      attributes: { tier: 'A' },
    });
  });
});
