ALTER TABLE "campaign_recipients" DROP CONSTRAINT "campaign_recipients_conversation_id_conversations_id_fk";
--> statement-breakpoint
ALTER TABLE "campaign_recipients" DROP COLUMN "conversation_id";