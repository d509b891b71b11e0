-- 0036_application_confirmed (issue 38, decisions.md 16, decision 190): contact details follow
-- the candidate's own act. `confirmed_at` is when the person confirmed, from their account, an
-- application they did not make there themselves: a guest application made with their e-mail
-- (claimed) or a sourcing they answered with "apply". Nothing is backfilled: no application
-- so far was confirmed by its person (guest applications were attached automatically).
-- Hand-written SQL.
ALTER TABLE "applications" ADD COLUMN "confirmed_at" timestamp with time zone;
