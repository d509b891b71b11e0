-- 0031_search_indexes_discoverable (issue 21 Speed, decision 166): the partial indexes of company
-- search and of the checklists' style lists hold only the candidates a company may find
-- (data_complete and discoverable, decisions.md 13). Migration 0016 added `discoverable = true`
-- to every search, and these indexes (0005-0007) did not know it: each entry then needed its
-- table row to test it, so the covering indexes of 0006/0007 stopped being index-only (a page of
-- 20 read every row it skipped; at 10,000 users a page past the end sorted the whole table) and
-- a bounded count read up to 1,001 rows. Hand-written SQL (INCLUDE, which drizzle cannot declare).
DROP INDEX "users_search_order_idx";--> statement-breakpoint
CREATE INDEX "users_search_order_idx" ON "users" USING btree (lower("name"),"id") INCLUDE ("name","email","job_position","years_of_exp","hl_of_edu","faculty","i_res1","i_res2") WHERE "users"."data_complete" = true and "users"."discoverable" = true;--> statement-breakpoint
DROP INDEX "users_search_filters_idx";--> statement-breakpoint
CREATE INDEX "users_search_filters_idx" ON "users" USING btree ("job_position","years_of_exp","hl_of_edu","faculty","i_res1","i_res2") WHERE "users"."data_complete" = true and "users"."discoverable" = true;--> statement-breakpoint
DROP INDEX "users_search_faculty_idx";--> statement-breakpoint
CREATE INDEX "users_search_faculty_idx" ON "users" USING btree ("faculty","years_of_exp","hl_of_edu","i_res1","i_res2") WHERE "users"."data_complete" = true and "users"."discoverable" = true;--> statement-breakpoint
DROP INDEX "users_style4_idx";--> statement-breakpoint
CREATE INDEX "users_style4_idx" ON "users" USING btree ("flp" DESC NULLS LAST,lower("name"),"id") INCLUDE ("name","email","job_position","years_of_exp","hl_of_edu","faculty","i_res1","i_res2") WHERE "users"."data_complete" = true and "users"."discoverable" = true and "users"."i_res2" = 4;--> statement-breakpoint
DROP INDEX "users_style5_idx";--> statement-breakpoint
CREATE INDEX "users_style5_idx" ON "users" USING btree ("frp" DESC NULLS LAST,lower("name"),"id") INCLUDE ("name","email","job_position","years_of_exp","hl_of_edu","faculty","i_res1","i_res2") WHERE "users"."data_complete" = true and "users"."discoverable" = true and "users"."i_res2" = 5;--> statement-breakpoint
DROP INDEX "users_style6_idx";--> statement-breakpoint
CREATE INDEX "users_style6_idx" ON "users" USING btree ("brp" DESC NULLS LAST,lower("name"),"id") INCLUDE ("name","email","job_position","years_of_exp","hl_of_edu","faculty","i_res1","i_res2") WHERE "users"."data_complete" = true and "users"."discoverable" = true and "users"."i_res2" = 6;--> statement-breakpoint
DROP INDEX "users_style7_idx";--> statement-breakpoint
CREATE INDEX "users_style7_idx" ON "users" USING btree ("blp" DESC NULLS LAST,lower("name"),"id") INCLUDE ("name","email","job_position","years_of_exp","hl_of_edu","faculty","i_res1","i_res2") WHERE "users"."data_complete" = true and "users"."discoverable" = true and "users"."i_res2" = 7;
