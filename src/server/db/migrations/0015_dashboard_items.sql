-- Items (sale lines) beside the documents and amount of every count row, for the dashboard's
-- items per document. Added with a default only so the existing rows can be rebuilt below; the
-- default goes again at the end, so a writer that leaves the items out fails instead of counting 0.
ALTER TABLE "document_count_deltas" ADD COLUMN "items" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "document_day_counts" ADD COLUMN "items" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "document_tenant_day_counts" ADD COLUMN "items" integer NOT NULL DEFAULT 0;--> statement-breakpoint
-- A document's items are its sale's lines, read through their unique (tenant_id,
-- sale_transaction_id, line_no) index. The lines are written before the document (POS, seed)
-- and never change afterwards, and a sale cannot be deleted while a document points at it.
CREATE FUNCTION document_sale_items(tenant uuid, sale uuid) RETURNS integer
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT count(*)::integer FROM sale_transaction_details
   WHERE tenant_id = tenant AND sale_transaction_id = sale
$$;--> statement-breakpoint
-- As in 0011, with the items.
CREATE OR REPLACE FUNCTION document_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO document_count_deltas
    (tenant_id, day, store_id, doc_type, status, currency_code, documents, amount, items)
  SELECT tenant_id, invoice_date, store_id, doc_type, status, currency_code,
         count(*), sum(total_pay_amount), sum(document_sale_items(tenant_id, sale_transaction_id))
    FROM added GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION document_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO document_count_deltas
    (tenant_id, day, store_id, doc_type, status, currency_code, documents, amount, items)
  SELECT tenant_id, invoice_date, store_id, doc_type, status, currency_code,
         -count(*), -sum(total_pay_amount), -sum(document_sale_items(tenant_id, sale_transaction_id))
    FROM removed GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The lines are read once when the document keeps its sale (every status change of the pipeline).
CREATE OR REPLACE FUNCTION document_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_items integer := document_sale_items(OLD.tenant_id, OLD.sale_transaction_id);
  new_items integer := old_items;
BEGIN
  IF (NEW.tenant_id, NEW.sale_transaction_id) IS DISTINCT FROM (OLD.tenant_id, OLD.sale_transaction_id) THEN
    new_items := document_sale_items(NEW.tenant_id, NEW.sale_transaction_id);
  END IF;
  INSERT INTO document_count_deltas
    (tenant_id, day, store_id, doc_type, status, currency_code, documents, amount, items)
  VALUES
    (OLD.tenant_id, OLD.invoice_date, OLD.store_id, OLD.doc_type, OLD.status, OLD.currency_code,
     -1, -OLD.total_pay_amount, -old_items),
    (NEW.tenant_id, NEW.invoice_date, NEW.store_id, NEW.doc_type, NEW.status, NEW.currency_code,
     1, NEW.total_pay_amount, new_items);
  RETURN NULL;
END $$;--> statement-breakpoint
-- The sale joins the columns that move a document's counts.
DROP TRIGGER documents_counts_update ON documents;--> statement-breakpoint
CREATE TRIGGER documents_counts_update
  AFTER UPDATE OF tenant_id, invoice_date, store_id, doc_type, status, currency_code,
    total_pay_amount, sale_transaction_id
  ON documents FOR EACH ROW
  WHEN ((OLD.tenant_id, OLD.invoice_date, OLD.store_id, OLD.doc_type, OLD.status,
         OLD.currency_code, OLD.total_pay_amount, OLD.sale_transaction_id)
        IS DISTINCT FROM
        (NEW.tenant_id, NEW.invoice_date, NEW.store_id, NEW.doc_type, NEW.status,
         NEW.currency_code, NEW.total_pay_amount, NEW.sale_transaction_id))
  EXECUTE FUNCTION document_counts_move();--> statement-breakpoint
-- As in 0013, with the items.
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
  )
  SELECT coalesce(sum(deltas), 0) INTO moved FROM summed;
  RETURN moved;
END $$;--> statement-breakpoint
-- The counts rebuilt from the documents, items included: no roll-up folds and no document
-- changes meanwhile (writers wait for this migration's commit; their deltas follow it).
SELECT pg_advisory_xact_lock(7403);--> statement-breakpoint
LOCK TABLE documents IN SHARE MODE;--> statement-breakpoint
TRUNCATE document_count_deltas, document_day_counts, document_tenant_day_counts;--> statement-breakpoint
INSERT INTO document_day_counts
  (tenant_id, day, store_id, doc_type, status, currency_code, documents, amount, items)
SELECT d.tenant_id, d.invoice_date, d.store_id, d.doc_type, d.status, d.currency_code,
       count(*), sum(d.total_pay_amount), coalesce(sum(l.items), 0)
  FROM documents d
  LEFT JOIN (SELECT tenant_id, sale_transaction_id, count(*) AS items
               FROM sale_transaction_details GROUP BY 1, 2) l
    ON l.tenant_id = d.tenant_id AND l.sale_transaction_id = d.sale_transaction_id
 GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO document_tenant_day_counts
  (tenant_id, day, doc_type, status, currency_code, documents, amount, items)
SELECT tenant_id, day, doc_type, status, currency_code, sum(documents), sum(amount), sum(items)
  FROM document_day_counts GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
ALTER TABLE "document_count_deltas" ALTER COLUMN "items" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "document_day_counts" ALTER COLUMN "items" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "document_tenant_day_counts" ALTER COLUMN "items" DROP DEFAULT;
