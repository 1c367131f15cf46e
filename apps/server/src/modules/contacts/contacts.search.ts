import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { contacts } from '../../db/schema/index';

/** A trigram index answers `LIKE '%…%'` only for terms of at least three characters. */
const trigramLength = 3;

const numberLike = /^[+\d\s().-]*\d[\d\s().-]*$/;

/**
 * How a search reads the contacts: through the trigram index, which finds every match wherever it
 * is; or along the list's sort order, checking each contact, which finds the first page sooner
 * when a term matches many.
 */
export type SearchMethod = 'trigram-index' | 'in-sort-order';

/**
 * Contacts whose `search_text` (the lower-cased name, a space, the number's digits) holds the term:
 * anywhere for a term of three characters or more; at the start of a word for a shorter one, which
 * the index still answers (from its word-start trigrams) where "anywhere" would read every contact.
 * A term that looks like a number is compared by its digits. None for an empty term.
 */
export function contactSearchCondition(
  searchTerm: string | undefined,
  method: SearchMethod,
): SQL | undefined {
  if (method === 'trigram-index') return searchTextLikeAny(trigramSearchPatterns(searchTerm));
  const term = searchedTerm(searchTerm);
  if (term === '') return undefined;
  // lower() in the database, so the term is folded exactly as search_text was.
  const folded = sql`lower(${term})`;
  const text = contacts.searchText;
  return term.length < trigramLength
    ? sql`(starts_with(${text}, ${folded}) or position(' ' || ${folded} in ${text}) > 0)`
    : sql`position(${folded} in ${text}) > 0`;
}

/** The LIKE patterns of a search through the trigram index (see contactSearchCondition); none for an empty term. */
export function trigramSearchPatterns(searchTerm: string | undefined): string[] {
  const term = searchedTerm(searchTerm);
  if (term === '') return [];
  const escaped = escapeLike(term);
  return term.length < trigramLength ? [`${escaped}%`, `% ${escaped}%`] : [`%${escaped}%`];
}

/** Contacts whose search text matches any of the patterns (values or placeholders); none: every contact. */
export function searchTextLikeAny(patterns: (string | Placeholder)[]): SQL | undefined {
  if (patterns.length === 0) return undefined;
  return sql`(${sql.join(
    patterns.map((pattern) => sql`${contacts.searchText} like lower(${pattern})`),
    sql` or `,
  )})`;
}

const searchedTerm = (searchTerm: string | undefined) => {
  const raw = searchTerm ?? '';
  return numberLike.test(raw) ? raw.replace(/\D/g, '') : raw.trim();
};

/** The term with LIKE's wildcards and escape character taken literally. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);
