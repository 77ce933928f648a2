-- The key INCLUDEs the sequences (drizzle cannot declare it): a search reads a month's rows from
-- the index alone.
CREATE TABLE "document_number_days" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"store_id" uuid NOT NULL,
	"doc_type" smallint NOT NULL,
	"head" char(7) NOT NULL,
	"first_sequence" integer NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "document_number_days_pk" PRIMARY KEY("tenant_id","day","store_id","doc_type","head") INCLUDE ("first_sequence","last_sequence")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_invoice_no_ck" CHECK ("documents"."invoice_no" ~ '^[A-Z0-9]{3}[0-9]{13}$');--> statement-breakpoint
-- The number ranges a number-part search looks up are checked against the date range from the
-- index alone (index-only scan), never the rows.
DROP INDEX "documents_tenant_invoice_no_idx";--> statement-breakpoint
CREATE INDEX "documents_tenant_invoice_no_idx" ON "documents" USING btree ("tenant_id","invoice_no" text_pattern_ops) INCLUDE ("invoice_date","id");--> statement-breakpoint
ALTER TABLE document_number_days ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON document_number_days
  USING (tenant_id = (SELECT app_tenant_id()) OR (SELECT app_bypass_rls()))
  WITH CHECK (tenant_id = (SELECT app_tenant_id()) OR (SELECT app_bypass_rls()));--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON document_number_days TO posbelge_app;--> statement-breakpoint
-- One upsert per (tenant, day, store, type, head) a statement added: a COPY of thousands of
-- documents writes a few rows, a sale one. The row only ever widens; sorted, so two statements
-- that touch the same rows lock them in the same order.
CREATE FUNCTION document_numbers_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO document_number_days AS n
    (tenant_id, day, store_id, doc_type, head, first_sequence, last_sequence)
  SELECT tenant_id, invoice_date, store_id, doc_type, left(invoice_no, 7),
         min(right(invoice_no, 9)::integer), max(right(invoice_no, 9)::integer)
    FROM added WHERE invoice_no IS NOT NULL
   GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (tenant_id, day, store_id, doc_type, head) DO UPDATE
    SET first_sequence = least(n.first_sequence, excluded.first_sequence),
        last_sequence = greatest(n.last_sequence, excluded.last_sequence)
    WHERE excluded.first_sequence < n.first_sequence OR excluded.last_sequence > n.last_sequence;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION document_numbers_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO document_number_days AS n
    (tenant_id, day, store_id, doc_type, head, first_sequence, last_sequence)
  VALUES (NEW.tenant_id, NEW.invoice_date, NEW.store_id, NEW.doc_type, left(NEW.invoice_no, 7),
          right(NEW.invoice_no, 9)::integer, right(NEW.invoice_no, 9)::integer)
  ON CONFLICT (tenant_id, day, store_id, doc_type, head) DO UPDATE
    SET first_sequence = least(n.first_sequence, excluded.first_sequence),
        last_sequence = greatest(n.last_sequence, excluded.last_sequence)
    WHERE excluded.first_sequence < n.first_sequence OR excluded.last_sequence > n.last_sequence;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION document_numbers_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE document_number_days;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER documents_numbers_insert AFTER INSERT ON documents
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION document_numbers_add();--> statement-breakpoint
-- Row level with WHEN, as 0011's count trigger: the pipeline's updates never call the function.
CREATE TRIGGER documents_numbers_update
  AFTER UPDATE OF tenant_id, invoice_date, store_id, doc_type, invoice_no ON documents FOR EACH ROW
  WHEN (NEW.invoice_no IS NOT NULL
        AND (OLD.tenant_id, OLD.invoice_date, OLD.store_id, OLD.doc_type, OLD.invoice_no)
            IS DISTINCT FROM
            (NEW.tenant_id, NEW.invoice_date, NEW.store_id, NEW.doc_type, NEW.invoice_no))
  EXECUTE FUNCTION document_numbers_move();--> statement-breakpoint
CREATE TRIGGER documents_numbers_truncate AFTER TRUNCATE ON documents
  FOR EACH STATEMENT EXECUTE FUNCTION document_numbers_clear();--> statement-breakpoint
-- The numbers already stored.
INSERT INTO document_number_days
  (tenant_id, day, store_id, doc_type, head, first_sequence, last_sequence)
SELECT tenant_id, invoice_date, store_id, doc_type, left(invoice_no, 7),
       min(right(invoice_no, 9)::integer), max(right(invoice_no, 9)::integer)
  FROM documents WHERE invoice_no IS NOT NULL GROUP BY 1, 2, 3, 4, 5;
