ALTER TABLE "contacts" ADD COLUMN "first_ad_referral" jsonb;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "last_ad_referral" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "referral" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "referred_product" jsonb;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "rejection_info" jsonb;