-- Set in place, not by rebuilding the indexes: a rebuild would hold off writes to every contact and order while it ran.
ALTER INDEX "contacts_search_text_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "orders_phone_trgm_idx" SET (gin_pending_list_limit = 256);
