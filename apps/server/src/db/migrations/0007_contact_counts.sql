CREATE TABLE "contact_counts" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL,
	"blocked" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_groups" ADD COLUMN "contact_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_counts" ADD CONSTRAINT "contact_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_account_blocked_idx" ON "contacts" USING btree ("account_id","blocked_at") WHERE "contacts"."blocked_at" is not null;--> statement-breakpoint
CREATE INDEX "conversations_contact_idx" ON "conversations" USING btree ("contact_id");--> statement-breakpoint
-- Statement-level triggers see every changed row at once, so a batch of a thousand contacts
-- touches its account's count row once; the update trigger writes only when a block changed.
CREATE FUNCTION count_inserted_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contact_counts AS counts (account_id, listed, blocked)
  SELECT account_id, count(*) FILTER (WHERE blocked_at IS NULL), count(*) FILTER (WHERE blocked_at IS NOT NULL)
  FROM inserted_contacts GROUP BY account_id
  ON CONFLICT (account_id) DO UPDATE
    SET listed = counts.listed + excluded.listed, blocked = counts.blocked + excluded.blocked;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION count_deleted_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contact_counts AS counts
  SET listed = counts.listed - gone.listed, blocked = counts.blocked - gone.blocked
  FROM (
    SELECT account_id, count(*) FILTER (WHERE blocked_at IS NULL) AS listed,
      count(*) FILTER (WHERE blocked_at IS NOT NULL) AS blocked
    FROM deleted_contacts GROUP BY account_id
  ) AS gone
  WHERE counts.account_id = gone.account_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION count_blocked_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contact_counts AS counts
  SET listed = counts.listed - moved.blocked, blocked = counts.blocked + moved.blocked
  FROM (
    SELECT new_contact.account_id, sum(CASE WHEN new_contact.blocked_at IS NULL THEN -1 ELSE 1 END) AS blocked
    FROM contacts_before_update AS old_contact JOIN contacts_after_update AS new_contact ON new_contact.id = old_contact.id
    WHERE (old_contact.blocked_at IS NULL) <> (new_contact.blocked_at IS NULL)
    GROUP BY new_contact.account_id
  ) AS moved
  WHERE counts.account_id = moved.account_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contacts_counted_on_insert AFTER INSERT ON contacts
  REFERENCING NEW TABLE AS inserted_contacts FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_contacts();
--> statement-breakpoint
CREATE TRIGGER contacts_counted_on_delete AFTER DELETE ON contacts
  REFERENCING OLD TABLE AS deleted_contacts FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_contacts();
--> statement-breakpoint
CREATE TRIGGER contacts_counted_on_update AFTER UPDATE ON contacts
  REFERENCING OLD TABLE AS contacts_before_update NEW TABLE AS contacts_after_update
  FOR EACH STATEMENT EXECUTE FUNCTION count_blocked_contacts();
--> statement-breakpoint
CREATE FUNCTION count_group_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE contact_groups AS groups SET contact_count = groups.contact_count + added.members
    FROM (SELECT group_id, count(*) AS members FROM added_members GROUP BY group_id) AS added
    WHERE groups.id = added.group_id;
  ELSE
    UPDATE contact_groups AS groups SET contact_count = groups.contact_count - removed.members
    FROM (SELECT group_id, count(*) AS members FROM removed_members GROUP BY group_id) AS removed
    WHERE groups.id = removed.group_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER group_members_counted_on_insert AFTER INSERT ON contact_group_members
  REFERENCING NEW TABLE AS added_members FOR EACH STATEMENT EXECUTE FUNCTION count_group_members();
--> statement-breakpoint
CREATE TRIGGER group_members_counted_on_delete AFTER DELETE ON contact_group_members
  REFERENCING OLD TABLE AS removed_members FOR EACH STATEMENT EXECUTE FUNCTION count_group_members();
--> statement-breakpoint
INSERT INTO contact_counts (account_id, listed, blocked)
SELECT account_id, count(*) FILTER (WHERE blocked_at IS NULL), count(*) FILTER (WHERE blocked_at IS NOT NULL)
FROM contacts GROUP BY account_id;
--> statement-breakpoint
UPDATE contact_groups SET contact_count = (
  SELECT count(*) FROM contact_group_members WHERE contact_group_members.group_id = contact_groups.id
);
