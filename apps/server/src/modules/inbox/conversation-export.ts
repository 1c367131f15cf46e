import { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import { toE164 } from '../contacts/contacts.mapper';
import { toCsv, utf8Bom } from '../contacts/spreadsheet-csv';
import type { ConversationView } from './conversation-views.repo';
import { listMessagesOldestFirst } from './inbox.repo';
import { messagePreviewText } from './message-preview';

/** Messages read from the database at a time: memory stays flat however long the conversation. */
const batchSize = 1000;

const header = ['Time', 'Direction', 'Sender', 'Type', 'Text', 'Status'];

/** Who wrote an outbound message no user sent: an automatic reply, a campaign, the API. */
const automaticSender = 'Automatic';

/**
 * The whole conversation as a CSV file, oldest message first, streamed: its time (UTC, ISO 8601),
 * direction, sender (the customer, the user who wrote, or Automatic), type, text and status.
 */
export function exportConversation(db: Database, conversation: ConversationView['conversation']): Readable {
  const customer = conversation.contactName ?? toE164(conversation.contactPhone);
  return Readable.from(
    (async function* () {
      yield utf8Bom + toCsv([header]);
      for (let offset = 0; ; offset += batchSize) {
        const batch = await listMessagesOldestFirst(db, conversation.id, offset, batchSize);
        if (batch.length > 0) {
          yield toCsv(
            batch.map(({ message, sentByName }) => [
              message.sentAt.toISOString(),
              message.direction,
              message.direction === 'inbound' ? customer : (sentByName ?? automaticSender),
              message.type,
              messagePreviewText(message.type, message.content) ?? '',
              message.status,
            ]),
          );
        }
        if (batch.length < batchSize) return;
      }
    })(),
  );
}

/** A name to save the file under: plain ASCII, so any browser keeps it. */
export const exportFileName = (conversation: ConversationView['conversation']): string =>
  `conversation-${conversation.contactPhone.replace(/\D/g, '')}.csv`;
