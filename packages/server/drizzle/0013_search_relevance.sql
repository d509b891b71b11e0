-- 0013_search_relevance: placeholder, filled by its capability. Hand-written SQL.
SELECT 1;
