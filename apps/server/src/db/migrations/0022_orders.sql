CREATE TABLE "order_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"remarks" text,
	"changed_by_user_id" uuid,
	"changed_by_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"channel_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "order_status_counts_channel_id_status_pk" PRIMARY KEY("channel_id","status")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"phone" text NOT NULL,
	"catalog_id" text NOT NULL,
	"text" text,
	"items" jsonb NOT NULL,
	"currency" text,
	"total_minor" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"remarks" text,
	"anomalies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_counts" ADD CONSTRAINT "order_status_counts_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_changes_order_idx" ON "order_status_changes" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_message_key" ON "orders" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "orders_channel_created_idx" ON "orders" USING btree ("channel_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_channel_status_created_idx" ON "orders" USING btree ("channel_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_phone_trgm_idx" ON "orders" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "order_status_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "order_status_counts" SET "count" = "count" - 1
      WHERE "channel_id" = OLD."channel_id" AND "status" = OLD."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "order_status_counts" ("channel_id", "status", "count") VALUES (NEW."channel_id", NEW."status", 1)
      ON CONFLICT ("channel_id", "status") DO UPDATE SET "count" = "order_status_counts"."count" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_status_counts" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_status_counts_keep"();
