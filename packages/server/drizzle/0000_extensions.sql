-- Trigram matching for the company search's free-text query (works on PGlite and PostgreSQL).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
