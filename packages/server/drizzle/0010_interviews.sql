-- 0010_interviews: placeholder, filled by its capability (decision 120). Hand-written SQL.
SELECT 1;
