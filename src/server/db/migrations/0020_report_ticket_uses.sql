CREATE TABLE "report_ticket_uses" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Belongs to no tenant: only the file route's named system access reads or writes it.
ALTER TABLE report_ticket_uses ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY system_only ON report_ticket_uses
  USING ((SELECT app_bypass_rls())) WITH CHECK ((SELECT app_bypass_rls()));--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON report_ticket_uses TO posbelge_app;
