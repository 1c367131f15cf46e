CREATE TABLE "chatbot_session_counts" (
	"chatbot_id" uuid NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chatbot_session_counts_chatbot_id_shard_pk" PRIMARY KEY("chatbot_id","shard")
);
--> statement-breakpoint
ALTER TABLE "chatbot_session_counts" ADD CONSTRAINT "chatbot_session_counts_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "chatbot_session_counts" ("chatbot_id", "shard", "sessions")
SELECT "id", 0, "sessions_run" FROM "chatbots" WHERE "sessions_run" > 0;--> statement-breakpoint
-- The sessions a statement started, added to the starting database session's own shard.
CREATE FUNCTION count_started_chatbot_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO chatbot_session_counts AS counts (chatbot_id, shard, sessions)
  SELECT chatbot_id, pg_backend_pid() % 16, count(*) FROM started_sessions GROUP BY chatbot_id
  ON CONFLICT (chatbot_id, shard) DO UPDATE SET sessions = counts.sessions + excluded.sessions;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER chatbot_sessions_counted_on_insert AFTER INSERT ON chatbot_sessions
  REFERENCING NEW TABLE AS started_sessions FOR EACH STATEMENT EXECUTE FUNCTION count_started_chatbot_sessions();
--> statement-breakpoint
ALTER TABLE "chatbots" DROP COLUMN "sessions_run";