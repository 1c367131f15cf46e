import {
  attributeValue,
  type ColumnTarget,
  ContactInput,
  contactPhone,
  type ImportRejectionReason,
  validationMessages as m,
} from '@parley/contract';

/** A row that can be imported: phone as stored (digits only), empty fields left out. */
export interface ImportedContact {
  phone: string;
  name: string | null;
  email: string | null;
  attributes: Record<string, string>;
}

export type RowOutcome = { contact: ImportedContact } | { reason: ImportRejectionReason };

// The contract's rules for a contact's fields, checked one by one (a name is not required: the
// phone is who the contact is); mapped attribute keys are valid already.
const nameRule = ContactInput.shape.name;
const emailRule = ContactInput.shape.email;

/**
 * A row's cells read through the mapping and checked as a contact is; the first rule a row breaks,
 * in the order phone, email, lengths, is its reason. Several name columns (first and last name)
 * are joined; an empty cell sets nothing.
 */
export function readContactRow(cells: string[], mapping: ColumnTarget[]): RowOutcome {
  const names: string[] = [];
  const attributes: Record<string, string> = {};
  let phone = '';
  let email = '';
  mapping.forEach((target, column) => {
    const value = cells[column] ?? '';
    if (value === '') return;
    if (target.field === 'name') names.push(value);
    else if (target.field === 'phone') phone = value;
    else if (target.field === 'email') email ||= value;
    else if (target.field === 'attribute') attributes[target.key] = value;
  });
  if (phone === '') return { reason: 'phoneMissing' };
  // "00" is how many countries dial out: 0044… is +44….
  const e164 = contactPhone.safeParse(phone.replace(/^00/, '+'));
  if (!e164.success) return { reason: 'phoneInvalid' };
  const checkedEmail = emailRule.safeParse(email);
  if (!checkedEmail.success) {
    return { reason: checkedEmail.error.issues[0]?.message === m.tooLong ? 'valueTooLong' : 'emailInvalid' };
  }
  const name = names.length > 0 ? names.join(' ') : null;
  const tooLong =
    (name !== null && !nameRule.safeParse(name).success) ||
    Object.values(attributes).some((value) => !attributeValue.safeParse(value).success);
  if (tooLong) return { reason: 'valueTooLong' };
  return {
    contact: { phone: e164.data.replace(/^\+/, ''), name, email: checkedEmail.data || null, attributes },
  };
}

/** A later row for the same phone merges into the earlier one: its non-empty values win, attributes add up. */
export function mergeContacts(earlier: ImportedContact, later: ImportedContact): ImportedContact {
  return {
    phone: earlier.phone,
    name: later.name ?? earlier.name,
    email: later.email ?? earlier.email,
    attributes: { ...earlier.attributes, ...later.attributes },
  };
}
