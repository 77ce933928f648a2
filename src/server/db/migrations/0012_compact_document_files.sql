CREATE TABLE "document_blobs" (
	"tenant_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_blobs_pk" PRIMARY KEY("tenant_id","sha256")
);
--> statement-breakpoint
ALTER TABLE "document_files" ADD COLUMN "packing" jsonb;--> statement-breakpoint
ALTER TABLE "document_blobs" ADD CONSTRAINT "document_blobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A tenant's stylesheet is tenant data: the same lock as every tenant table (0008).
GRANT SELECT, INSERT, UPDATE, DELETE ON document_blobs TO posbelge_app;--> statement-breakpoint
ALTER TABLE document_blobs ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON document_blobs
  USING (tenant_id = app_tenant_id() OR app_bypass_rls())
  WITH CHECK (tenant_id = app_tenant_id() OR app_bypass_rls());
