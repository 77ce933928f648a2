CREATE TABLE "simulator_received" (
	"ettn" uuid PRIMARY KEY NOT NULL,
	"doc_type" integer NOT NULL,
	"profile_id" text,
	"invoice_no" text,
	"supplier_tax_no" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"xml_gzip" "bytea" NOT NULL,
	"attempts" integer NOT NULL,
	"deliveries" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integrator_exchanges" ADD COLUMN "send_outcome" text;--> statement-breakpoint
-- Belongs to no tenant: only the simulator's named system access reads or writes it.
ALTER TABLE simulator_received ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY system_only ON simulator_received
  USING ((SELECT app_bypass_rls())) WITH CHECK ((SELECT app_bypass_rls()));
