ALTER TABLE "tenants" DROP COLUMN "cert_pem";--> statement-breakpoint
ALTER TABLE "tenants" DROP COLUMN "private_key_encrypted";