CREATE TABLE "pending_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"job_title_id" smallint NOT NULL,
	"country_id" integer NOT NULL,
	"website" text,
	"property_name" text NOT NULL,
	"language_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_tenant_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_registrations_email_lower_ck" CHECK ("pending_registrations"."email" = lower("pending_registrations"."email")),
	CONSTRAINT "pending_registrations_language_ck" CHECK ("pending_registrations"."language_id" in ('tr', 'en'))
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"user_id" uuid,
	"plan_code" text NOT NULL,
	"period" text NOT NULL,
	"net_kurus" integer NOT NULL,
	"vat_kurus" integer NOT NULL,
	"total_kurus" integer NOT NULL,
	"currency" text DEFAULT 'TRY' NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_code" text,
	"provider_reference" text,
	"card_token" text,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "payment_attempts_status_ck" CHECK ("payment_attempts"."status" in ('pending', 'approved', 'declined', 'timeout')),
	CONSTRAINT "payment_attempts_period_ck" CHECK ("payment_attempts"."period" in ('monthly', 'yearly')),
	CONSTRAINT "payment_attempts_last4_ck" CHECK ("payment_attempts"."card_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "payment_attempts_total_ck" CHECK ("payment_attempts"."total_kurus" = "payment_attempts"."net_kurus" + "payment_attempts"."vat_kurus")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"code" text PRIMARY KEY NOT NULL,
	"monthly_price_kurus" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_price_ck" CHECK ("plans"."monthly_price_kurus" > 0)
);
--> statement-breakpoint
CREATE TABLE "tenant_subscriptions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"plan_code" text NOT NULL,
	"period" text NOT NULL,
	"payment_attempt_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_subscriptions_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "tenant_subscriptions_period_ck" CHECK ("tenant_subscriptions"."period" in ('monthly', 'yearly'))
);
--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD CONSTRAINT "pending_registrations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD CONSTRAINT "pending_registrations_created_tenant_id_tenants_id_fk" FOREIGN KEY ("created_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_plan_code_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."plans"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_subscriptions" ADD CONSTRAINT "tenant_subscriptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_subscriptions" ADD CONSTRAINT "tenant_subscriptions_plan_code_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."plans"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_subscriptions" ADD CONSTRAINT "tenant_subscriptions_attempt_fk" FOREIGN KEY ("tenant_id","payment_attempt_id") REFERENCES "public"."payment_attempts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_registrations_expires_idx" ON "pending_registrations" USING btree ("expires_at") WHERE "pending_registrations"."confirmed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_key_uq" ON "payment_attempts" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_attempts_tenant_created_idx" ON "payment_attempts" USING btree ("tenant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_subscriptions_tenant_uq" ON "tenant_subscriptions" USING btree ("tenant_id");--> statement-breakpoint
-- Tenant-owned rows: the same policy as every tenant table (migration 0013's InitPlan form).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['payment_attempts', 'tenant_subscriptions'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I '
      'USING (tenant_id = (SELECT app_tenant_id()) OR (SELECT app_bypass_rls())) '
      'WITH CHECK (tenant_id = (SELECT app_tenant_id()) OR (SELECT app_bypass_rls()))', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- A sign-up belongs to no tenant yet: only the registration routes' named system access reads it,
-- never a tenant's or a user's request.
ALTER TABLE pending_registrations ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY system_only ON pending_registrations
  USING ((SELECT app_bypass_rls())) WITH CHECK ((SELECT app_bypass_rls()));--> statement-breakpoint
-- The app role's rights on the new tables, stated as every migration since 0011 does.
GRANT SELECT, INSERT, UPDATE, DELETE ON pending_registrations, plans, payment_attempts,
  tenant_subscriptions TO posbelge_app;--> statement-breakpoint
-- The catalogue: monthly prices in kuruş, VAT excluded (names are i18n texts by code).
INSERT INTO plans (code, monthly_price_kurus, priority) VALUES
  ('baslangic', 49900, 1),
  ('isletme', 99900, 2),
  ('kurumsal', 249900, 3);
