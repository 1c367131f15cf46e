CREATE TABLE "channel_catalogs" (
	"channel_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"catalog_id" text,
	"catalog_name" text,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"catalog_id" text NOT NULL,
	"provider_product_id" text NOT NULL,
	"retailer_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"availability" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_catalogs" ADD CONSTRAINT "channel_catalogs_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_catalogs" ADD CONSTRAINT "channel_catalogs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_retailer_key" ON "products" USING btree ("channel_id","catalog_id","retailer_id");--> statement-breakpoint
CREATE INDEX "products_by_name" ON "products" USING btree ("channel_id",lower("name"),"id");