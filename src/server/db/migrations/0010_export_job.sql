ALTER TABLE "export_requests" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "export_requests" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "export_requests" ADD COLUMN "mailing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "export_requests" ADD COLUMN "row_count" integer;--> statement-breakpoint
ALTER TABLE "export_requests" ADD COLUMN "failure_reason" text;--> statement-breakpoint
CREATE INDEX "export_requests_pending_idx" ON "export_requests" USING btree ("lease_until" NULLS FIRST) WHERE "export_requests"."status" = 'pending';