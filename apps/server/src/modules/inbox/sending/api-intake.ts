import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../context';
import type { Database } from '../../../db/client';
import { AppError } from '../../../shared/errors';
import { groupCommit } from '../../../shared/group-commit';
import { toStoredPhone } from '../../contacts/contacts.mapper';
import { whatsAppUsersUpsert } from '../../contacts/contacts.service';
import { isWindowOpen } from '../customer-window';
import type { MessageRow } from '../inbox.port';
import { upsertNumberConversations } from '../inbox.repo';
import type { QueueMessages } from './message-sender';
import type { OutboundContent } from './outbound-content';

/** One public API send, its content already built, waiting for the batch it is written in. */
export interface ApiSend {
  accountId: string;
  channelId: string;
  /** The number it goes to, as the caller wrote it. */
  to: string;
  apiKeyId: string;
  message: OutboundContent;
  /** Runs in the message's transaction: a record the caller keeps with it (an idempotent answer). */
  onQueued?: (tx: Database, row: MessageRow) => Promise<void>;
}

export interface ApiIntakeDependencies {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  queueMessages: QueueMessages;
}

/**
 * The public API's sends are stored in batches: a shop sending a thousand order confirmations a
 * second cannot pay a dozen database round trips for each. The sends that arrive in one turn of the
 * event loop are written together — their contacts and conversations, found or made in one
 * statement; then their messages, the conversations' order and the send jobs in one transaction,
 * written at once — and each caller is answered with its message, or with why it was refused (a blocked
 * contact; a closed window for anything but a template). A batch that fails is written again one send
 * at a time, so that one bad send fails alone.
 */
export function createApiIntake({ db, clock, log, queueMessages }: ApiIntakeDependencies) {
  const writeBatch = async (sends: ApiSend[]): Promise<(MessageRow | AppError)[]> => {
    const now = clock();
    const upserted = await upsertNumberConversations(
      db,
      whatsAppUsersUpsert(
        db,
        sends.map((send) => ({ accountId: send.accountId, phone: send.to })),
      ),
      sends.map((send) => ({
        accountId: send.accountId,
        channelId: send.channelId,
        phone: toStoredPhone(send.to),
        at: now,
      })),
    );
    const outcomes: (MessageRow | AppError | undefined)[] = sends.map((send, index) => {
      const conversation = upserted[index]?.conversation;
      if (upserted[index]?.contact.blockedAt) return new AppError('CONTACT_BLOCKED');
      if (send.message.type !== 'template' && !isWindowOpen(conversation?.lastInboundAt ?? null, now))
        return new AppError('CUSTOMER_WINDOW_CLOSED');
      return undefined;
    });
    const accepted = sends.flatMap((send, index) => {
      const conversation = upserted[index]?.conversation;
      return outcomes[index] === undefined && conversation ? [{ send, index, conversation }] : [];
    });
    if (accepted.length === 0) return outcomes.map((outcome) => outcome ?? new AppError('INTERNAL'));

    const rows = await queueMessages(
      accepted.map(({ send, conversation }) => ({
        conversation,
        message: { ...send.message, sentByUserId: null, sentByApiKeyId: send.apiKeyId },
      })),
      async (tx, stored) => {
        const inserted = await stored;
        for (const [position, { send }] of accepted.entries()) {
          const row = inserted[position];
          if (row) await send.onQueued?.(tx, row);
        }
      },
    );
    for (const [position, { index }] of accepted.entries()) outcomes[index] = rows[position];
    return outcomes.map((outcome) => outcome ?? new AppError('INTERNAL'));
  };

  // Two batches at once: one is gathered and written while the one before commits. They may share
  // contacts and conversations, whose rows every batch locks in key order.
  const intake = groupCommit<ApiSend, MessageRow | AppError | Error>(
    async (sends) => {
      try {
        return await writeBatch(sends);
      } catch (error) {
        if (sends.length === 1) throw error;
        log.warn({ err: error, sends: sends.length }, 'a batch of API sends failed: each is written alone');
        const alone: (MessageRow | AppError | Error)[] = [];
        for (const send of sends) {
          alone.push(
            await writeBatch([send]).then(
              ([outcome]) => outcome ?? new AppError('INTERNAL'),
              (failure: unknown) => (failure instanceof Error ? failure : new Error(String(failure))),
            ),
          );
        }
        return alone;
      }
    },
    { writers: 2 },
  );

  /** Stores the send, queued with its job, and answers its message; throws what refused it. */
  return async (send: ApiSend): Promise<MessageRow> => {
    const outcome = await intake(send);
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
}
