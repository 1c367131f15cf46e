ALTER TABLE "campaign_recipients" DROP CONSTRAINT "campaign_recipients_message_id_messages_id_fk";
--> statement-breakpoint
ALTER TABLE "campaign_recipients" DROP COLUMN "message_id";