import type { ListTemplatesQuery } from '@parley/contract';
import { and, count, desc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '../../db/client';
import { templates } from '../../db/schema/index';
import { type Bound, bound, statementByShape } from '../../db/statement-shapes';

export type TemplateRow = typeof templates.$inferSelect;
export type NewTemplateRow = typeof templates.$inferInsert;

export async function listTemplates(
  db: Database,
  channelId: string,
  query: z.output<typeof ListTemplatesQuery>,
): Promise<{ rows: TemplateRow[]; total: number }> {
  const where = and(
    eq(templates.channelId, channelId),
    query.search ? sql`strpos(lower(${templates.name}), lower(${query.search})) > 0` : undefined,
    query.status ? eq(templates.status, query.status) : undefined,
    query.category ? eq(templates.category, query.category) : undefined,
    query.language ? eq(templates.language, query.language) : undefined,
    query.templateType ? eq(templates.templateType, query.templateType) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(templates)
      .where(where)
      .orderBy(desc(templates.createdAt), desc(templates.id))
      .limit(query.records)
      .offset((query.page - 1) * query.records),
    db.select({ value: count() }).from(templates).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function lastUsedLanguage(db: Database, accountId: string): Promise<string | null> {
  const [newest] = await db
    .select({ language: templates.language })
    .from(templates)
    .where(eq(templates.accountId, accountId))
    .orderBy(desc(templates.createdAt), desc(templates.id))
    .limit(1);
  return newest?.language ?? null;
}

// Prepared once per shape (with or without a language): every public API template send looks its template up.
const templateByName = statementByShape<{
  accountId: Bound;
  channelId: Bound;
  name: Bound;
  language: Bound | undefined;
}>()((db, { accountId, channelId, name, language }, statementName) =>
  db
    .select()
    .from(templates)
    .where(
      and(
        eq(templates.accountId, accountId),
        eq(templates.channelId, channelId),
        eq(templates.name, name),
        language ? eq(templates.language, language) : undefined,
      ),
    )
    .orderBy(sql`${templates.status} = 'APPROVED' desc`, templates.createdAt)
    .limit(1)
    .prepare(statementName),
);

/** The channel's template of that name (in that language, or the one approved first when none is given). */
export async function findTemplateByName(
  db: Database,
  accountId: string,
  channelId: string,
  name: string,
  language: string | undefined,
): Promise<TemplateRow | undefined> {
  const [row] = await templateByName(db, {
    accountId: bound(accountId),
    channelId: bound(channelId),
    name: bound(name),
    language: language ? bound(language) : undefined,
  });
  return row;
}

export async function findTemplate(
  db: Database,
  accountId: string,
  channelId: string,
  templateId: string,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(templates)
    .where(
      and(
        eq(templates.accountId, accountId),
        eq(templates.channelId, channelId),
        eq(templates.id, templateId),
      ),
    );
  return row;
}

/** A template just created at the provider; one left here under its name and language is replaced. */
export async function saveTemplate(db: Database, values: NewTemplateRow): Promise<TemplateRow> {
  const [row] = await db
    .insert(templates)
    .values(values)
    .onConflictDoUpdate({
      target: [templates.channelId, templates.name, templates.language],
      set: { ...values, createdAt: sql`now()`, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('the template was not saved');
  return row;
}

/**
 * Makes the channel's templates those the provider has: new ones are added, known ones take the
 * provider's id, category and status (their components stay as submitted, which some providers
 * answer only in part), and those it no longer has are removed.
 */
export async function mirrorTemplates(
  db: Database,
  channelId: string,
  mirrored: NewTemplateRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const values of mirrored) {
      await tx
        .insert(templates)
        .values(values)
        .onConflictDoUpdate({
          target: [templates.channelId, templates.name, templates.language],
          set: {
            providerTemplateId: values.providerTemplateId,
            category: values.category,
            status: values.status,
            rejectionReason: values.rejectionReason,
            // Template lists carry no explanation: a rejection keeps the one its webhook gave.
            rejectionInfo: values.status === 'REJECTED' ? sql`${templates.rejectionInfo}` : null,
            updatedAt: sql`now()`,
          },
        });
    }
    const kept = mirrored.map((values) => values.providerTemplateId);
    await tx
      .delete(templates)
      .where(
        and(
          eq(templates.channelId, channelId),
          kept.length > 0 ? notInArray(templates.providerTemplateId, kept) : undefined,
        ),
      );
  });
}

/** The templates of a channel by id, or (for a provider that deletes every language at once) by name. */
export async function deleteTemplates(
  db: Database,
  channelId: string,
  which: { id: string } | { name: string },
): Promise<void> {
  const match: SQL = 'id' in which ? eq(templates.id, which.id) : eq(templates.name, which.name);
  await db.delete(templates).where(and(eq(templates.channelId, channelId), match));
}

/**
 * A provider's review outcome, for every channel that has the template (channels may share a
 * business account). Found by the provider's id alone: Meta's webhooks may write the language
 * otherwise than its template API does (`en-US` for `en_US`).
 */
export async function setTemplateStatus(
  db: Database,
  providerTemplateId: string,
  change: Pick<NewTemplateRow, 'status' | 'rejectionReason' | 'rejectionInfo'>,
) {
  return db
    .update(templates)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(templates.providerTemplateId, providerTemplateId))
    .returning({ id: templates.id, accountId: templates.accountId, channelId: templates.channelId });
}

/** Meta's quality score or category change for a template, found by the provider's id alone. */
export async function setTemplateHealth(
  db: Database,
  providerTemplateId: string,
  change: Partial<
    Pick<
      NewTemplateRow,
      'qualityScore' | 'qualityUpdatedAt' | 'category' | 'previousCategory' | 'categoryChangedAt'
    >
  >,
) {
  if (Object.keys(change).length === 0) {
    return db
      .select({ id: templates.id, accountId: templates.accountId, channelId: templates.channelId })
      .from(templates)
      .where(eq(templates.providerTemplateId, providerTemplateId));
  }
  return db
    .update(templates)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(templates.providerTemplateId, providerTemplateId))
    .returning({ id: templates.id, accountId: templates.accountId, channelId: templates.channelId });
}

export async function forgetTemplate(db: Database, providerTemplateId: string): Promise<void> {
  await db.delete(templates).where(eq(templates.providerTemplateId, providerTemplateId));
}
