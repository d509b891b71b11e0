-- 0014_job_reach: placeholder, filled by its capability. Hand-written SQL.
SELECT 1;
