-- pg_trgm and btree_gin ship with PostgreSQL (contrib): the trigram indexes below lead with
-- tenant_id (btree_gin) like every index on documents.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "document_count_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_count_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"store_id" uuid NOT NULL,
	"doc_type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"currency_code" char(3) NOT NULL,
	"documents" integer NOT NULL,
	"amount" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_day_counts" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"store_id" uuid NOT NULL,
	"doc_type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"currency_code" char(3) NOT NULL,
	"documents" integer NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "document_day_counts_pk" PRIMARY KEY("tenant_id","day","store_id","doc_type","status","currency_code")
);
--> statement-breakpoint
CREATE INDEX "document_count_deltas_tenant_day_idx" ON "document_count_deltas" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "documents_invoice_no_trgm_idx" ON "documents" USING gin ("tenant_id","invoice_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_store_name_trgm_idx" ON "documents" USING gin ("tenant_id",lower(translate("store_name", 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_tenant_amount_idx" ON "documents" USING btree ("tenant_id","total_pay_amount","invoice_date");--> statement-breakpoint
-- The list's count reads only this index (index-only scan): key columns to filter, plus the count.
CREATE INDEX document_day_counts_read_idx ON document_day_counts
  (tenant_id, day, store_id, doc_type, status) INCLUDE (documents);--> statement-breakpoint
-- Tenant rows like every other tenant table (0008): the app role sees and writes its tenant's only.
ALTER TABLE document_day_counts ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON document_day_counts
  USING (tenant_id = app_tenant_id() OR app_bypass_rls())
  WITH CHECK (tenant_id = app_tenant_id() OR app_bypass_rls());--> statement-breakpoint
ALTER TABLE document_count_deltas ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON document_count_deltas
  USING (tenant_id = app_tenant_id() OR app_bypass_rls())
  WITH CHECK (tenant_id = app_tenant_id() OR app_bypass_rls());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON document_day_counts, document_count_deltas TO posbelge_app;--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE document_count_deltas_id_seq TO posbelge_app;--> statement-breakpoint
-- One delta row per (tenant, day, store, type, status, currency) a statement touched: a COPY of
-- thousands of documents adds a few rows, a sale adds one. Insert-only, so sales never queue.
CREATE FUNCTION document_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO document_count_deltas
    (tenant_id, day, store_id, doc_type, status, currency_code, documents, amount)
  SELECT tenant_id, invoice_date, store_id, doc_type, status, currency_code,
         count(*), sum(total_pay_amount)
    FROM added GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION document_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO document_count_deltas
    (tenant_id, day, store_id, doc_type, status, currency_code, documents, amount)
  SELECT tenant_id, invoice_date, store_id, doc_type, status, currency_code,
         -count(*), -sum(total_pay_amount)
    FROM removed GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION document_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO document_count_deltas
    (tenant_id, day, store_id, doc_type, status, currency_code, documents, amount)
  VALUES
    (OLD.tenant_id, OLD.invoice_date, OLD.store_id, OLD.doc_type, OLD.status, OLD.currency_code,
     -1, -OLD.total_pay_amount),
    (NEW.tenant_id, NEW.invoice_date, NEW.store_id, NEW.doc_type, NEW.status, NEW.currency_code,
     1, NEW.total_pay_amount);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION document_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE document_count_deltas, document_day_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER documents_counts_insert AFTER INSERT ON documents
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION document_counts_add();--> statement-breakpoint
CREATE TRIGGER documents_counts_delete AFTER DELETE ON documents
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION document_counts_remove();--> statement-breakpoint
-- Row level with WHEN: the pipeline's many updates of other columns never call the function.
CREATE TRIGGER documents_counts_update
  AFTER UPDATE OF tenant_id, invoice_date, store_id, doc_type, status, currency_code, total_pay_amount
  ON documents FOR EACH ROW
  WHEN ((OLD.tenant_id, OLD.invoice_date, OLD.store_id, OLD.doc_type, OLD.status,
         OLD.currency_code, OLD.total_pay_amount)
        IS DISTINCT FROM
        (NEW.tenant_id, NEW.invoice_date, NEW.store_id, NEW.doc_type, NEW.status,
         NEW.currency_code, NEW.total_pay_amount))
  EXECUTE FUNCTION document_counts_move();--> statement-breakpoint
CREATE TRIGGER documents_counts_truncate AFTER TRUNCATE ON documents
  FOR EACH STATEMENT EXECUTE FUNCTION document_counts_clear();--> statement-breakpoint
-- Folds pending deltas into the day counts, oldest first, at most `batch` of them. One caller at
-- a time (the others return 0 at once), so two roll-ups never wait on each other's day rows.
-- Security definer: any session may trigger it; it moves every tenant's rows and returns a count.
CREATE FUNCTION document_counts_roll_up(batch integer DEFAULT 100000) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  moved integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(7403) THEN
    RETURN 0;
  END IF;
  WITH picked AS (
    DELETE FROM document_count_deltas
     WHERE id IN (SELECT id FROM document_count_deltas ORDER BY id LIMIT batch)
    RETURNING tenant_id, day, store_id, doc_type, status, currency_code, documents, amount
  ), summed AS (
    SELECT tenant_id, day, store_id, doc_type, status, currency_code,
           sum(documents) AS documents, sum(amount) AS amount, count(*) AS deltas
      FROM picked GROUP BY 1, 2, 3, 4, 5, 6
  ), folded AS (
    INSERT INTO document_day_counts AS c
      (tenant_id, day, store_id, doc_type, status, currency_code, documents, amount)
    SELECT tenant_id, day, store_id, doc_type, status, currency_code, documents, amount
      FROM summed
    ON CONFLICT (tenant_id, day, store_id, doc_type, status, currency_code) DO UPDATE
      SET documents = c.documents + excluded.documents, amount = c.amount + excluded.amount
  )
  SELECT coalesce(sum(deltas), 0) INTO moved FROM summed;
  RETURN moved;
END $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION document_counts_roll_up(integer) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION document_counts_roll_up(integer) TO posbelge_app;--> statement-breakpoint
-- The documents already stored, counted once.
INSERT INTO document_day_counts
  (tenant_id, day, store_id, doc_type, status, currency_code, documents, amount)
SELECT tenant_id, invoice_date, store_id, doc_type, status, currency_code,
       count(*), sum(total_pay_amount)
  FROM documents GROUP BY 1, 2, 3, 4, 5, 6;
