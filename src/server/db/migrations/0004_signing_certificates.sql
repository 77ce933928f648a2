CREATE TABLE "signing_certificates" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"certificate_der" "bytea" NOT NULL,
	"private_key_encrypted" text NOT NULL,
	"source" text NOT NULL,
	"subject" text NOT NULL,
	"issuer" text NOT NULL,
	"serial_number" text NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"fingerprint_sha256" text NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_certificates_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "signing_certificates_source_ck" CHECK ("signing_certificates"."source" in ('generated', 'pkcs12'))
);
--> statement-breakpoint
ALTER TABLE "signing_certificates" ADD CONSTRAINT "signing_certificates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signing_certificates_current_uq" ON "signing_certificates" USING btree ("tenant_id") WHERE "signing_certificates"."is_current";