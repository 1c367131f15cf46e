import type { OrderStatus } from '@parley/contract';
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderStatusChanges, orderStatusCounts, orders, users } from '../../db/schema/index';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'status' | 'remarks' | 'updatedAt'>;
export type OrderStatusChangeRow = typeof orderStatusChanges.$inferSelect;

export interface OrderFilters {
  statuses: OrderStatus[];
  /** Digits the customer's number contains. */
  phoneDigits?: string;
  from?: Date;
  to?: Date;
  skip: number;
  limit: number;
}

/**
 * Stores the order of an inbound message with its arrival in the history, once: an order the
 * provider delivers again finds its message's order already there, and nothing changes. `stored`
 * runs in the same transaction for a new order (what is kept with it, or not at all).
 */
export function insertOrderOnce(
  db: Database,
  values: NewOrder,
  stored: (tx: Database, row: OrderRow) => Promise<void>,
): Promise<OrderRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, updatedAt: values.createdAt })
      .onConflictDoNothing({ target: orders.messageId })
      .returning();
    if (row) {
      await tx.insert(orderStatusChanges).values({ orderId: row.id, status: row.status, at: row.createdAt });
      await stored(tx, row);
    }
    return row;
  });
}

/** A page of the channel's orders, newest first, and how many match in all. */
export async function listOrders(
  db: Database,
  channelId: string,
  filters: OrderFilters,
): Promise<{ rows: OrderRow[]; count: number }> {
  const where = and(
    eq(orders.channelId, channelId),
    filters.statuses.length > 0 ? inArray(orders.status, filters.statuses) : undefined,
    filters.phoneDigits ? sql`${orders.phone} like ${`%${filters.phoneDigits}%`}` : undefined,
    filters.from ? gte(orders.createdAt, filters.from) : undefined,
    filters.to ? lte(orders.createdAt, filters.to) : undefined,
  );
  const byStatusOnly = !filters.phoneDigits && !filters.from && !filters.to;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset(filters.skip)
      .limit(filters.limit),
    byStatusOnly ? countedOrders(db, channelId, filters.statuses) : countOrders(db, where),
  ]);
  return { rows, count: total };
}

async function countOrders(db: Database, where: SQL | undefined): Promise<number> {
  const [total] = await db.select({ count: count() }).from(orders).where(where);
  return total?.count ?? 0;
}

/**
 * The channel's orders of these statuses (of every status when none), from the counts the database
 * keeps as orders are stored, moved and deleted (migration 0022's trigger).
 */
async function countedOrders(db: Database, channelId: string, statuses: OrderStatus[]): Promise<number> {
  const [total] = await db
    .select({ count: sql<number>`coalesce(sum(${orderStatusCounts.count}), 0)::int` })
    .from(orderStatusCounts)
    .where(
      and(
        eq(orderStatusCounts.channelId, channelId),
        statuses.length > 0 ? inArray(orderStatusCounts.status, statuses) : undefined,
      ),
    );
  return total?.count ?? 0;
}

export async function findOrder(
  db: Database,
  accountId: string,
  orderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.id, orderId)));
  return row;
}

export function listStatusChanges(db: Database, orderId: string): Promise<OrderStatusChangeRow[]> {
  return db
    .select()
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.at), asc(orderStatusChanges.id));
}

/**
 * Moves the order from `from` to `to` with the remarks, and records who did (by name too, which
 * outlives the user): undefined when the
 * order is no longer at `from` (someone moved it meanwhile), so two changes never both apply.
 */
export function changeOrderStatus(
  db: Database,
  change: {
    orderId: string;
    from: OrderStatus;
    to: OrderStatus;
    remarks: string | null;
    userId: string;
  },
): Promise<OrderRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: change.to, remarks: change.remarks, updatedAt: sql`now()` })
      .where(and(eq(orders.id, change.orderId), eq(orders.status, change.from)))
      .returning();
    if (row) {
      await tx.insert(orderStatusChanges).values({
        orderId: row.id,
        status: change.to,
        remarks: change.remarks,
        changedByUserId: change.userId,
        changedByName: sql`(select trim(${users.firstName} || ' ' || ${users.lastName}) from ${users} where ${users.id} = ${change.userId})`,
      });
    }
    return row;
  });
}
