CREATE TABLE "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_window_idx" ON "sign_in_failures" USING btree ("window_ends_at");--> statement-breakpoint
-- The users section of the web app depends on this flag (spec §2 Menu); it exists in every install.
INSERT INTO "feature_flags" ("name", "environment_scope", "is_active", "description")
VALUES ('AddEmployee', '*', true, 'Kullanıcılar bölümü / Users section')
ON CONFLICT ON CONSTRAINT "feature_flags_uq" DO NOTHING;
