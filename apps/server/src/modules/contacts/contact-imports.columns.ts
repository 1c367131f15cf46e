import { attributeKey, type ColumnTarget } from '@parley/contract';
import { exportedStateColumns } from './contact-export';

type ContactField = 'name' | 'phone' | 'email';

/** Header names people give these fields, in Parley's languages and the usual variants. */
const headerNames: Record<ContactField, string[]> = {
  name: [
    'name',
    'full name',
    'contact name',
    'customer name',
    'first name',
    'last name',
    'given name',
    'surname',
    'family name',
    'nombre',
    'nombre completo',
    'apellido',
    'apellidos',
    'vorname',
    'nachname',
    'vollständiger name',
    'nom',
    'prénom',
    'nome',
    'اسم',
    'الاسم',
    'الاسم الكامل',
    'नाम',
    'पूरा नाम',
    'പേര്',
    'മുഴുവൻ പേര്',
  ],
  phone: [
    'phone',
    'phone number',
    'phone no',
    'mobile',
    'mobile number',
    'mobile no',
    'mobile phone',
    'cell',
    'cell phone',
    'whatsapp',
    'whatsapp number',
    'whatsapp no',
    'wa id',
    'number',
    'contact number',
    'telephone',
    'tel',
    'msisdn',
    'teléfono',
    'número de teléfono',
    'móvil',
    'celular',
    'whatsapp número',
    'telefon',
    'telefonnummer',
    'handy',
    'handynummer',
    'mobilnummer',
    'téléphone',
    'portable',
    'هاتف',
    'الهاتف',
    'رقم الهاتف',
    'جوال',
    'رقم الجوال',
    'موبايل',
    'واتساب',
    'फ़ोन',
    'फ़ोन नंबर',
    'मोबाइल',
    'मोबाइल नंबर',
    'व्हाट्सएप',
    'ഫോൺ',
    'ഫോൺ നമ്പർ',
    'മൊബൈൽ',
    'മൊബൈൽ നമ്പർ',
    'വാട്ട്സ്ആപ്പ്',
  ],
  email: [
    'email',
    'e-mail',
    'email address',
    'e-mail address',
    'mail',
    'correo',
    'correo electrónico',
    'e-mail-adresse',
    'courriel',
    'البريد الإلكتروني',
    'بريد إلكتروني',
    'ईमेल',
    'ई-मेल',
    'ഇമെയിൽ',
    'ഇ-മെയിൽ',
  ],
};

/** Case, accents, spaces and punctuation do not tell header names apart. */
const normalized = (header: string) =>
  header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

const fieldByHeader = new Map<string, ContactField>(
  Object.entries(headerNames).flatMap(([field, names]) =>
    names.map((name) => [normalized(name), field as ContactField]),
  ),
);

const stateColumns = new Set(exportedStateColumns.map(normalized));

/**
 * Where each column probably goes, from its header: the first phone and email columns to those
 * fields, every name column (first and last names too) to the name, any other column to an
 * attribute named like it when that makes a valid key, else nowhere. The state columns of Parley's
 * own export (blocked, opted out, groups) go nowhere: they are not attributes.
 */
export function suggestMapping(columns: string[]): ColumnTarget[] {
  const taken = new Set<string>();
  return columns.map((column): ColumnTarget => {
    const field = fieldByHeader.get(normalized(column));
    if (field === 'name') return { field };
    if (field && !taken.has(field)) {
      taken.add(field);
      return { field };
    }
    if (stateColumns.has(normalized(column))) return { field: 'ignore' };
    const key = attributeKey.safeParse(column);
    if (!key.success || taken.has(`attribute:${key.data}`)) return { field: 'ignore' };
    taken.add(`attribute:${key.data}`);
    return { field: 'attribute', key: key.data };
  });
}
