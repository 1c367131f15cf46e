ALTER TABLE "quick_replies" ADD COLUMN "short_name" text;--> statement-breakpoint
-- Quick replies made before short names existed are numbered in each channel, oldest first.
UPDATE "quick_replies" SET "short_name" = 'reply-' || "numbered"."n"
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "channel_id" ORDER BY "created_at", "id") AS "n"
  FROM "quick_replies"
) AS "numbered"
WHERE "quick_replies"."id" = "numbered"."id";--> statement-breakpoint
ALTER TABLE "quick_replies" ALTER COLUMN "short_name" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "quick_replies_channel_short_name_key" ON "quick_replies" USING btree ("channel_id",lower("short_name"));
