-- 0033_candidate_search_head (issue 21 Speed, decision 167): a GIN index of the search vector of
-- an eighth of candidate_search, the candidates whose (random, version 4) id is below
-- 20000000-…. A word in 0.3-4 % of a million profiles (a first name, "python", an Arabic stem)
-- cost ~9-13 ms either way before: the whole index's bitmap (16,000+ entries, ~0.6 µs each) or
-- the table read until 400 matches (23,000+ rows). The bounded set of relevance takes its first
-- matches from this eighth, through an index an eighth the size, and the rest only if it holds
-- too few (companySearch's candidatesReadOf). Hand-written SQL (a partial GIN index).
CREATE INDEX "candidate_search_head_idx" ON "candidate_search" USING gin ("search_vector") WITH (fastupdate = off) WHERE "user_id" < '20000000-0000-0000-0000-000000000000'::uuid;
