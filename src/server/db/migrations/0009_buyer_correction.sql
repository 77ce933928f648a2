ALTER TABLE "documents" ADD COLUMN "buyer_correction" jsonb;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "redelivery_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "redelivery_envelopes" integer;