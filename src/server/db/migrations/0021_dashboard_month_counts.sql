CREATE TABLE "document_day_turnover" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"store_id" uuid NOT NULL,
	"currency_code" char(3) NOT NULL,
	"documents" integer NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "document_day_turnover_pk" PRIMARY KEY("tenant_id","day","store_id","currency_code")
);
--> statement-breakpoint
CREATE TABLE "document_month_counts" (
	"tenant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"store_id" uuid NOT NULL,
	"doc_type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"currency_code" char(3) NOT NULL,
	"documents" integer NOT NULL,
	"amount" numeric NOT NULL,
	"items" integer NOT NULL,
	CONSTRAINT "document_month_counts_pk" PRIMARY KEY("tenant_id","month","store_id","doc_type","status","currency_code")
);
--> statement-breakpoint
CREATE TABLE "document_tenant_day_turnover" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"currency_code" char(3) NOT NULL,
	"documents" integer NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "document_tenant_day_turnover_pk" PRIMARY KEY("tenant_id","day","currency_code")
);
--> statement-breakpoint
CREATE TABLE "document_tenant_month_counts" (
	"tenant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"doc_type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"currency_code" char(3) NOT NULL,
	"documents" integer NOT NULL,
	"amount" numeric NOT NULL,
	"items" integer NOT NULL,
	CONSTRAINT "document_tenant_month_counts_pk" PRIMARY KEY("tenant_id","month","doc_type","status","currency_code")
);
--> statement-breakpoint
-- Like every count table (0011, 0013): row-level security, and the app role writes nothing here
-- itself (the roll-up is a security definer) but keeps the same grants as the day counts.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'document_month_counts', 'document_tenant_month_counts', 'document_day_turnover',
    'document_tenant_day_turnover'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I '
      'USING (tenant_id = (SELECT app_tenant_id()) OR (SELECT app_bypass_rls())) '
      'WITH CHECK (tenant_id = (SELECT app_tenant_id()) OR (SELECT app_bypass_rls()))', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO posbelge_app', t);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION document_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE document_count_deltas, document_day_counts, document_tenant_day_counts,
    document_month_counts, document_tenant_month_counts, document_day_turnover,
    document_tenant_day_turnover;
  RETURN NULL;
END $$;--> statement-breakpoint
-- As in 0015, and the same deltas folded into the month counts and the day turnover in the same
-- statement (one snapshot: the tables always agree). Status 5 is cancelled, which turnover leaves
-- out: a document cancelled leaves it through the -1 delta of its earlier status.
CREATE OR REPLACE FUNCTION document_counts_roll_up(batch integer DEFAULT 100000) RETURNS integer
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
    RETURNING tenant_id, day, store_id, doc_type, status, currency_code, documents, amount, items
  ), summed AS (
    SELECT tenant_id, day, store_id, doc_type, status, currency_code,
           sum(documents) AS documents, sum(amount) AS amount, sum(items) AS items,
           count(*) AS deltas
      FROM picked GROUP BY 1, 2, 3, 4, 5, 6
  ), folded AS (
    INSERT INTO document_day_counts AS c
      (tenant_id, day, store_id, doc_type, status, currency_code, documents, amount, items)
    SELECT tenant_id, day, store_id, doc_type, status, currency_code, documents, amount, items
      FROM summed
    ON CONFLICT (tenant_id, day, store_id, doc_type, status, currency_code) DO UPDATE
      SET documents = c.documents + excluded.documents, amount = c.amount + excluded.amount,
          items = c.items + excluded.items
  ), folded_tenant AS (
    INSERT INTO document_tenant_day_counts AS c
      (tenant_id, day, doc_type, status, currency_code, documents, amount, items)
    SELECT tenant_id, day, doc_type, status, currency_code, sum(documents), sum(amount), sum(items)
      FROM summed GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (tenant_id, day, doc_type, status, currency_code) DO UPDATE
      SET documents = c.documents + excluded.documents, amount = c.amount + excluded.amount,
          items = c.items + excluded.items
  ), folded_month AS (
    INSERT INTO document_month_counts AS c
      (tenant_id, month, store_id, doc_type, status, currency_code, documents, amount, items)
    SELECT tenant_id, date_trunc('month', day)::date, store_id, doc_type, status, currency_code,
           sum(documents), sum(amount), sum(items)
      FROM summed GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (tenant_id, month, store_id, doc_type, status, currency_code) DO UPDATE
      SET documents = c.documents + excluded.documents, amount = c.amount + excluded.amount,
          items = c.items + excluded.items
  ), folded_tenant_month AS (
    INSERT INTO document_tenant_month_counts AS c
      (tenant_id, month, doc_type, status, currency_code, documents, amount, items)
    SELECT tenant_id, date_trunc('month', day)::date, doc_type, status, currency_code,
           sum(documents), sum(amount), sum(items)
      FROM summed GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (tenant_id, month, doc_type, status, currency_code) DO UPDATE
      SET documents = c.documents + excluded.documents, amount = c.amount + excluded.amount,
          items = c.items + excluded.items
  ), folded_turnover AS (
    INSERT INTO document_day_turnover AS c
      (tenant_id, day, store_id, currency_code, documents, amount)
    SELECT tenant_id, day, store_id, currency_code, sum(documents), sum(amount)
      FROM summed WHERE status <> 5 GROUP BY 1, 2, 3, 4
    ON CONFLICT (tenant_id, day, store_id, currency_code) DO UPDATE
      SET documents = c.documents + excluded.documents, amount = c.amount + excluded.amount
  ), folded_tenant_turnover AS (
    INSERT INTO document_tenant_day_turnover AS c
      (tenant_id, day, currency_code, documents, amount)
    SELECT tenant_id, day, currency_code, sum(documents), sum(amount)
      FROM summed WHERE status <> 5 GROUP BY 1, 2, 3
    ON CONFLICT (tenant_id, day, currency_code) DO UPDATE
      SET documents = c.documents + excluded.documents, amount = c.amount + excluded.amount
  )
  SELECT coalesce(sum(deltas), 0) INTO moved FROM summed;
  RETURN moved;
END $$;--> statement-breakpoint
-- Filled from the day counts, never from the documents: no roll-up folds meanwhile, and the
-- pending deltas stay pending, to be folded into every table by the next roll-up.
SELECT pg_advisory_xact_lock(7403);--> statement-breakpoint
INSERT INTO document_month_counts
  (tenant_id, month, store_id, doc_type, status, currency_code, documents, amount, items)
SELECT tenant_id, date_trunc('month', day)::date, store_id, doc_type, status, currency_code,
       sum(documents), sum(amount), sum(items)
  FROM document_day_counts GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO document_tenant_month_counts
  (tenant_id, month, doc_type, status, currency_code, documents, amount, items)
SELECT tenant_id, date_trunc('month', day)::date, doc_type, status, currency_code,
       sum(documents), sum(amount), sum(items)
  FROM document_tenant_day_counts GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO document_day_turnover (tenant_id, day, store_id, currency_code, documents, amount)
SELECT tenant_id, day, store_id, currency_code, sum(documents), sum(amount)
  FROM document_day_counts WHERE status <> 5 GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO document_tenant_day_turnover (tenant_id, day, currency_code, documents, amount)
SELECT tenant_id, day, currency_code, sum(documents), sum(amount)
  FROM document_tenant_day_counts WHERE status <> 5 GROUP BY 1, 2, 3;
