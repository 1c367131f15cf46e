CREATE TABLE "chatbot_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"chatbot_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"awaiting" text,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"retries" integer DEFAULT 0 NOT NULL,
	"last_node" text,
	"path" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chatbots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"keyword" text,
	"keyword_key" text,
	"status" text DEFAULT 'inactive' NOT NULL,
	"start_node" text,
	"nodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sessions_run" integer DEFAULT 0 NOT NULL,
	"session_timeout_minutes" integer DEFAULT 30 NOT NULL,
	"timeout_message" text,
	"restart_keyword" text,
	"test_phone" text,
	"test_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sent_by_chatbot_id" uuid;--> statement-breakpoint
ALTER TABLE "chatbot_sessions" ADD CONSTRAINT "chatbot_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_sessions" ADD CONSTRAINT "chatbot_sessions_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_sessions" ADD CONSTRAINT "chatbot_sessions_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbots" ADD CONSTRAINT "chatbots_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbots" ADD CONSTRAINT "chatbots_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbots" ADD CONSTRAINT "chatbots_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chatbot_sessions_live_key" ON "chatbot_sessions" USING btree ("conversation_id") WHERE "chatbot_sessions"."status" in ('running', 'paused');--> statement-breakpoint
CREATE INDEX "chatbot_sessions_chatbot_idx" ON "chatbot_sessions" USING btree ("chatbot_id","started_at");--> statement-breakpoint
CREATE INDEX "chatbot_sessions_expiry_idx" ON "chatbot_sessions" USING btree ("expires_at") WHERE "chatbot_sessions"."status" = 'running';--> statement-breakpoint
CREATE INDEX "chatbots_channel_idx" ON "chatbots" USING btree ("channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chatbots_active_keyword_key" ON "chatbots" USING btree ("channel_id","keyword_key") WHERE "chatbots"."status" = 'active' and "chatbots"."type" = 'keyword';--> statement-breakpoint
CREATE UNIQUE INDEX "chatbots_active_any_keyword_key" ON "chatbots" USING btree ("channel_id") WHERE "chatbots"."status" = 'active' and "chatbots"."type" = 'anyKeyword';