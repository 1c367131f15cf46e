/**
 * The callback data of the inbox's sends, which the provider echoes in each status webhook of the
 * message: its id, marked as the inbox's, so the campaigns (whose sends carry their recipient's id,
 * also their message's) can leave its statuses alone without a look in the database.
 */
const inboxMark = 'message:';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const inboxCallbackData = (messageId: string) => `${inboxMark}${messageId}`;

export const isInboxCallbackData = (data: string | undefined) => data?.startsWith(inboxMark) ?? false;

/**
 * Parley's id of the message a status is about: an inbox send's, or a campaign's (unmarked, as
 * inbox sends also were before). Other senders on the number may put anything there.
 */
export function messageIdOfCallbackData(data: string | undefined): string | undefined {
  const id = data && isInboxCallbackData(data) ? data.slice(inboxMark.length) : data;
  return id && uuidPattern.test(id) ? id : undefined;
}
