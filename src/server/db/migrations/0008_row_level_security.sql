-- Row-level security, the second lock behind the repositories' tenant filters (docs/security.md).
-- The app runs as posbelge_app (NOSUPERUSER, NOBYPASSRLS, not the owner), so these policies bind
-- it; the owner's connection (migrations, pg-boss, the demo data's bulk COPY) is not forced.
-- Concurrent migrations of parallel databases on one server may race to create the role.
DO $$
BEGIN
  CREATE ROLE posbelge_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
-- A non-superuser owner needs membership to SET ROLE (a superuser may always).
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT posbelge_app TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO posbelge_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO posbelge_app;--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO posbelge_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO posbelge_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO posbelge_app;--> statement-breakpoint
-- /api/health reports the newest applied migration.
GRANT USAGE ON SCHEMA drizzle TO posbelge_app;--> statement-breakpoint
GRANT SELECT ON drizzle.__drizzle_migrations TO posbelge_app;--> statement-breakpoint
-- The context the app pool sets per connection (src/server/db/app-pool.ts); empty = none.
CREATE FUNCTION app_tenant_id() RETURNS uuid LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.tenant_id', true), '')::uuid $$;--> statement-breakpoint
CREATE FUNCTION app_user_id() RETURNS uuid LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;--> statement-breakpoint
CREATE FUNCTION app_bypass_rls() RETURNS boolean LANGUAGE sql STABLE
  AS $$ SELECT coalesce(current_setting('app.bypass_rls', true), '') = 'on' $$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'stores', 'store_integrator_configs', 'devices', 'device_credentials', 'invoice_series',
    'invoice_counters', 'sale_transactions', 'sale_transaction_details', 'sale_payments',
    'documents', 'document_files', 'integrator_exchanges', 'export_requests',
    'signing_certificates', 'audit_log'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_id = app_tenant_id() OR app_bypass_rls()) '
      'WITH CHECK (tenant_id = app_tenant_id() OR app_bypass_rls())', t);
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON tenants
  USING (id = app_tenant_id() OR app_bypass_rls())
  WITH CHECK (id = app_tenant_id() OR app_bypass_rls());--> statement-breakpoint
-- A platform administrator (no tenant) working inside a tenant still reads their own row.
ALTER TABLE users ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON users
  USING (tenant_id = app_tenant_id() OR id = app_user_id() OR app_bypass_rls())
  WITH CHECK (tenant_id = app_tenant_id() OR id = app_user_id() OR app_bypass_rls());--> statement-breakpoint
ALTER TABLE refresh_tokens ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON refresh_tokens
  USING (tenant_id = app_tenant_id() OR user_id = app_user_id() OR app_bypass_rls())
  WITH CHECK (tenant_id = app_tenant_id() OR user_id = app_user_id() OR app_bypass_rls());--> statement-breakpoint
-- Rows without a tenant are global defaults every tenant reads; only the admin path writes them.
ALTER TABLE settings ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON settings
  USING (tenant_id IS NULL OR tenant_id = app_tenant_id() OR app_bypass_rls())
  WITH CHECK (tenant_id = app_tenant_id() OR app_bypass_rls());--> statement-breakpoint
ALTER TABLE feature_flags ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON feature_flags
  USING (tenant_id IS NULL OR tenant_id = app_tenant_id() OR app_bypass_rls())
  WITH CHECK (tenant_id = app_tenant_id() OR app_bypass_rls());
