import type { OnboardingStep } from '@parley/contract';
import { and, count, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, channels, contacts, messages, templates, users } from '../../db/schema/index';

/**
 * Which getting-started steps the account's own data shows done, read in one query. Onboarding is a
 * read model over the other domains' tables, as a dashboard's figures are: it owns no data.
 */
export async function onboardingProgress(
  db: Database,
  accountId: string,
): Promise<Record<OnboardingStep, boolean> | undefined> {
  const any = (query: SQLWrapper) => sql<boolean>`exists (${query})`;
  const one = { one: sql`1` };
  const [row] = await db
    .select({
      connectChannel: any(db.select(one).from(channels).where(eq(channels.accountId, accountId))),
      approveTemplate: any(
        db
          .select(one)
          .from(templates)
          .where(and(eq(templates.accountId, accountId), eq(templates.status, 'APPROVED'))),
      ),
      addContacts: any(db.select(one).from(contacts).where(eq(contacts.accountId, accountId))),
      inviteTeam: sql<boolean>`(${db.select({ users: count() }).from(users).where(eq(users.accountId, accountId))}) > 1`,
      sendMessage: any(
        db
          .select(one)
          .from(messages)
          .where(and(eq(messages.accountId, accountId), eq(messages.direction, 'outbound'))),
      ),
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}
