CREATE TABLE "auth_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_type" text NOT NULL,
	"account_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"company_name" text,
	"company_address" text,
	"company_phone" text,
	"industry" text,
	"country" text,
	"url" text,
	"facebook" text,
	"linkedin" text,
	"instagram" text,
	"company_size" text,
	"legal_entity" text,
	"olegal_entity" text,
	"commercial_registration_number" text,
	"registration_year" date,
	"contact_full_name" text,
	"contact_id_number" text,
	"contact_position" text,
	"contact_mobile" text,
	"contact_email" text,
	"pic" text,
	"data_complete" boolean DEFAULT false NOT NULL,
	"outvalue" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "description_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"profile" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isi_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"i_res1" smallint,
	"i_res2" smallint,
	"flt" smallint,
	"frt" smallint,
	"brt" smallint,
	"blt" smallint,
	"flp" smallint,
	"frp" smallint,
	"brp" smallint,
	"blp" smallint,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"answers" jsonb,
	"i_res1" smallint,
	"i_res2" smallint,
	"flt" smallint,
	"frt" smallint,
	"brt" smallint,
	"blt" smallint,
	"flp" smallint,
	"frp" smallint,
	"brp" smallint,
	"blp" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"name" text,
	"country" text,
	"address" text,
	"job_position" text,
	"date_of_birth" date,
	"national_id" text,
	"mobile_no" text,
	"wemail" text,
	"hl_of_edu" text,
	"faculty" text,
	"otherf" text,
	"years_of_exp" text,
	"cv" text,
	"cv_file" text,
	"long_term_goals" text,
	"motivation" text,
	"pic" text,
	"data_complete" boolean DEFAULT false NOT NULL,
	"jobs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certificates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"internships" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"general_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"technical_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"i_res1" smallint,
	"i_res2" smallint,
	"flt" smallint,
	"frt" smallint,
	"brt" smallint,
	"blt" smallint,
	"flp" smallint,
	"frp" smallint,
	"brp" smallint,
	"blp" smallint,
	"isi_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "description_cards" ADD CONSTRAINT "description_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isi_attempts" ADD CONSTRAINT "isi_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_links" ADD CONSTRAINT "one_time_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_key" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_account_idx" ON "auth_tokens" USING btree ("account_type","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_email_key" ON "companies" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "description_cards_company_idx" ON "description_cards" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "isi_attempts_user_idx" ON "isi_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_jobs_due_idx" ON "mail_jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_links_code_key" ON "one_time_links" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_links_company_email_key" ON "one_time_links" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "one_time_links_company_created_idx" ON "one_time_links" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_search_filters_idx" ON "users" USING btree ("job_position","years_of_exp","hl_of_edu","faculty","i_res1","i_res2");--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);