-- The search order index also carries every filter column and every column of a result card
-- (INCLUDE, which drizzle cannot declare: the schema keeps the key columns). A page of any filter
-- shape without q is then an index-only scan that stops after offset + pageSize matches and
-- never reads the table (decision 105).
DROP INDEX "users_search_order_idx";--> statement-breakpoint
CREATE INDEX "users_search_order_idx" ON "users" USING btree (lower("name"),"id") INCLUDE ("name","email","job_position","years_of_exp","hl_of_edu","faculty","i_res1","i_res2") WHERE "users"."data_complete" = true;
