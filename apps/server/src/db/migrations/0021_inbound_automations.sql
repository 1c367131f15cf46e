ALTER TABLE "chatbot_sessions" ADD COLUMN "last_message_id" uuid;--> statement-breakpoint
ALTER TABLE "chatbot_sessions" ADD COLUMN "pending_actions" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "automations_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "chatbot_sessions_last_message_idx" ON "chatbot_sessions" USING btree ("last_message_id");