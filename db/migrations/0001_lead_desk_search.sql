ALTER TABLE "leads" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig,
  coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' ||
  coalesce(email, '') || ' ' || coalesce(translate(email, '@.', '  '), '') || ' ' ||
  coalesce(phone_digits, '') || ' ' || coalesce(right(phone_digits, 7), '') || ' ' || coalesce(right(phone_digits, 4), '') || ' ' ||
  coalesce(message, ''))) STORED;--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "leads_name_idx" ON "leads" USING btree (lower("first_name"),lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "leads_status_rank_idx" ON "leads" USING btree ((CASE status WHEN 'new' THEN 0 WHEN 'contacted' THEN 1 WHEN 'qualified' THEN 2 WHEN 'consultation scheduled' THEN 3 WHEN 'proposal sent' THEN 4 WHEN 'won' THEN 5 WHEN 'lost' THEN 6 WHEN 'spam' THEN 7 ELSE 8 END),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);