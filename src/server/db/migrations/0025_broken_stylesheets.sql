CREATE TABLE "broken_stylesheets" (
	"tenant_id" uuid NOT NULL,
	"xslt_hash" char(64) NOT NULL,
	"reason" text NOT NULL,
	"detail" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broken_stylesheets_pk" PRIMARY KEY("tenant_id","xslt_hash"),
	CONSTRAINT "broken_stylesheets_reason_ck" CHECK ("broken_stylesheets"."reason" in ('not-xslt', 'too-deep', 'external', 'compile', 'timeout', 'render', 'limits'))
);
--> statement-breakpoint
ALTER TABLE "broken_stylesheets" ADD CONSTRAINT "broken_stylesheets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE broken_stylesheets ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON broken_stylesheets
  USING (tenant_id = (SELECT app_tenant_id()) OR (SELECT app_bypass_rls()))
  WITH CHECK (tenant_id = (SELECT app_tenant_id()) OR (SELECT app_bypass_rls()));--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON broken_stylesheets TO posbelge_app;
