CREATE TABLE "campaign_send_pacing" (
	"channel_id" uuid PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"slowed_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "messages_per_second" integer;--> statement-breakpoint
ALTER TABLE "campaign_send_pacing" ADD CONSTRAINT "campaign_send_pacing_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;