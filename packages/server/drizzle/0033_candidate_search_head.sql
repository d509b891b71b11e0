-- 0033_candidate_search_head (issue 21 Speed, decision 167): GIN indexes of the search vector of
-- an eighth and of a thirty-second of candidate_search, the candidates whose (random, version 4)
-- id is below 20000000-… and 08000000-…. A word in 0.3-7 % of a million profiles (a first name,
-- "python", an Arabic stem) cost ~5-13 ms either way before: the whole index's bitmap (16,000+
-- entries, ~0.6 µs each) or the table read until 400 matches (up to 23,000 rows). The bounded set
-- of relevance takes its first matches from a head, through an index an eighth or a thirty-second
-- the size, and the rest only if it holds too few (company search's candidatesReadOf).
-- Hand-written SQL (partial GIN indexes).
CREATE INDEX "candidate_search_head_idx" ON "candidate_search" USING gin ("search_vector") WITH (fastupdate = off) WHERE "user_id" < '20000000-0000-0000-0000-000000000000'::uuid;--> statement-breakpoint
CREATE INDEX "candidate_search_head32_idx" ON "candidate_search" USING gin ("search_vector") WITH (fastupdate = off) WHERE "user_id" < '08000000-0000-0000-0000-000000000000'::uuid;
