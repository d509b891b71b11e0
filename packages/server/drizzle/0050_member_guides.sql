-- 0050_member_guides (issue 46, decision 252): the first-hour guide of a company member, kept on
-- the server so that it can be skipped on one device and resumed on another. One row per member
-- who opened it; no row: the guide was never opened (it opens at the first login).
CREATE TABLE "member_guides" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"done_steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"skipped_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "member_guides" ADD CONSTRAINT "member_guides_member_id_company_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_members"("id") ON DELETE cascade ON UPDATE no action;
