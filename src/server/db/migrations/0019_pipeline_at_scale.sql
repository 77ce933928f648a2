ALTER TABLE "integrator_exchanges" ADD COLUMN "request_packed" "bytea";--> statement-breakpoint
ALTER TABLE "integrator_exchanges" ADD COLUMN "request_packing" jsonb;