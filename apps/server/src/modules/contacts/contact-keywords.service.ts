import type { ContactSettings } from '@parley/contract';
import type { Database } from '../../db/client';
import type { InboundMessageEvent } from '../../providers/provider-events';
import { type ContactRow, findContactSettings, saveContactSettings, updateContact } from './contacts.repo';

/** What an account has until it chooses its own keywords. */
const defaultSettings: ContactSettings = {
  optOutKeywords: ['STOP', 'UNSUBSCRIBE'],
  optInKeywords: ['START'],
};

/** As long as `ContactSettings` allows a keyword to be; a longer text cannot be one. */
const longestKeyword = 40;

export async function contactSettingsOf(db: Database, accountId: string): Promise<ContactSettings> {
  return (await findContactSettings(db, accountId)) ?? defaultSettings;
}

/** Keeps each keyword once, compared as inbound texts are. */
export async function updateContactSettings(
  db: Database,
  accountId: string,
  settings: ContactSettings,
): Promise<ContactSettings> {
  const saved = {
    optOutKeywords: distinctKeywords(settings.optOutKeywords),
    optInKeywords: distinctKeywords(settings.optInKeywords),
  };
  await saveContactSettings(db, accountId, saved);
  return saved;
}

/**
 * An inbound text that is, whole, one of the account's opt-out keywords opts its sender out of
 * marketing; an opt-in keyword opts them back in. Case and surrounding spaces do not matter; a
 * keyword in both lists opts out.
 */
export async function applyMarketingKeyword(
  db: Database,
  contact: ContactRow,
  message: InboundMessageEvent,
): Promise<void> {
  const body = message.type === 'text' ? (message.content as { body?: unknown } | null)?.body : undefined;
  if (typeof body !== 'string') return;
  const said = keywordOf(body);
  if (said === '' || said.length > longestKeyword) return;
  const settings = await contactSettingsOf(db, contact.accountId);
  const isOneOf = (keywords: string[]) => keywords.some((keyword) => keywordOf(keyword) === said);
  if (isOneOf(settings.optOutKeywords)) {
    if (contact.optedOutAt === null) {
      await updateContact(db, contact.accountId, contact.id, { optedOutAt: message.timestamp });
    }
  } else if (isOneOf(settings.optInKeywords) && contact.optedOutAt !== null) {
    await updateContact(db, contact.accountId, contact.id, { optedOutAt: null });
  }
}

const keywordOf = (text: string) => text.trim().toUpperCase();

const distinctKeywords = (keywords: string[]) =>
  keywords.filter(
    (keyword, index) => keywords.findIndex((other) => keywordOf(other) === keywordOf(keyword)) === index,
  );
