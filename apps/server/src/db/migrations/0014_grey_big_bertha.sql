CREATE TABLE "channel_health_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"channel_id" uuid,
	"topic" text NOT NULL,
	"event" text,
	"facts" jsonb NOT NULL,
	"details" jsonb,
	"surprises" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "quality_score" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "quality_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "previous_category" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "category_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_health_events" ADD CONSTRAINT "channel_health_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_health_events" ADD CONSTRAINT "channel_health_events_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_health_events_channel_idx" ON "channel_health_events" USING btree ("channel_id","topic","occurred_at");