ALTER TABLE "contact_counts" DROP CONSTRAINT "contact_counts_pkey";--> statement-breakpoint
ALTER TABLE "contact_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_counts" ADD CONSTRAINT "contact_counts_account_id_shard_pk" PRIMARY KEY("account_id","shard");--> statement-breakpoint
-- Each session adds its changes to its own shard of the account's count, inserted on first use:
-- with one row per account, every transaction that made a contact held that row until it
-- committed, and new customers writing in at once waited for one another. A shard may go below
-- zero (a contact counted in one shard, deleted through another); the account's sum is exact.
CREATE OR REPLACE FUNCTION count_inserted_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contact_counts AS counts (account_id, shard, listed, blocked)
  SELECT account_id, pg_backend_pid() % 16, count(*) FILTER (WHERE blocked_at IS NULL),
    count(*) FILTER (WHERE blocked_at IS NOT NULL)
  FROM inserted_contacts GROUP BY account_id
  ON CONFLICT (account_id, shard) DO UPDATE
    SET listed = counts.listed + excluded.listed, blocked = counts.blocked + excluded.blocked;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_deleted_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contact_counts AS counts (account_id, shard, listed, blocked)
  SELECT account_id, pg_backend_pid() % 16, -count(*) FILTER (WHERE blocked_at IS NULL),
    -count(*) FILTER (WHERE blocked_at IS NOT NULL)
  FROM deleted_contacts
  -- An account deleted with its contacts takes its counts with it.
  WHERE EXISTS (SELECT 1 FROM accounts WHERE accounts.id = deleted_contacts.account_id)
  GROUP BY account_id
  ON CONFLICT (account_id, shard) DO UPDATE
    SET listed = counts.listed + excluded.listed, blocked = counts.blocked + excluded.blocked;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_blocked_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contact_counts AS counts (account_id, shard, listed, blocked)
  SELECT new_contact.account_id, pg_backend_pid() % 16,
    -sum(CASE WHEN new_contact.blocked_at IS NULL THEN -1 ELSE 1 END),
    sum(CASE WHEN new_contact.blocked_at IS NULL THEN -1 ELSE 1 END)
  FROM contacts_before_update AS old_contact JOIN contacts_after_update AS new_contact ON new_contact.id = old_contact.id
  WHERE (old_contact.blocked_at IS NULL) <> (new_contact.blocked_at IS NULL)
  GROUP BY new_contact.account_id
  ON CONFLICT (account_id, shard) DO UPDATE
    SET listed = counts.listed + excluded.listed, blocked = counts.blocked + excluded.blocked;
  RETURN NULL;
END $$;
