CREATE TABLE "partner_apps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"app_id" text NOT NULL,
	"app_name" text NOT NULL,
	"template_messaging" boolean NOT NULL,
	"disable_optin_pref_url" boolean NOT NULL,
	"signup_link" text NOT NULL,
	"channel_id" uuid,
	"api_key_sealed" text,
	"webhook_secret_hash" text,
	"webhook_configured_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_apps_app_id_unique" UNIQUE("app_id")
);
--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "channel_context" jsonb;--> statement-breakpoint
ALTER TABLE "partner_apps" ADD CONSTRAINT "partner_apps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_apps" ADD CONSTRAINT "partner_apps_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_apps_account_id_idx" ON "partner_apps" USING btree ("account_id");