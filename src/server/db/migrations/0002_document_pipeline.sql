ALTER TABLE "documents" ADD COLUMN "pipeline_step" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_pipeline_step_ck" CHECK ("documents"."pipeline_step" in ('prepare', 'send', 'track', 'cancel'));