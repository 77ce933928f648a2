import { expect } from 'vitest';
import type { AppPool } from '../../db/app-pool';
import { createDb } from '../../db/database';
import { withTenantAccess } from '../../db/data-context';
import type { TTestDatabase } from '../../test/db';
import { istanbulDay, minusOneMonth } from '../../../shared/format/istanbul-time';
import { ZDocumentListQuery } from '../../../shared/invoice/document-list-query';
import { listDocuments } from './invoice-list.repository';

export const today = istanbulDay(new Date());
// The list's default range (spec §2: the last month).
export const from = minusOneMonth(today);

/**
 * What the list's page tests share: documents made in SQL, every page of a list as the API would
 * hand them out, and the same rows by one unpaged query as the tables' owner.
 */
export function listPages(t: TTestDatabase, app: AppPool) {
  return {
    /** `n` documents over the last 40 days, amounts with many ties, two statuses, numbered. */
    async makeDocuments(tenantId: string, storeIds: string[], prefix: string, n: number) {
      await t.pool.query(
        `insert into documents (tenant_id, store_id, doc_type, invoice_no, invoice_date, ettn,
                                store_name, total_pay_amount, status)
         select $1, ($2::uuid[])[1 + g % array_length($2::uuid[], 1)], 2,
                $3 || '2026' || lpad(g::text, 9, '0'), $4::date - (g % 40), gen_random_uuid(),
                'Mağaza', ((g % 5) || '.50')::numeric, case when g % 3 = 0 then 6 else 2 end
           from generate_series(1, $5::int) g`,
        [tenantId, storeIds, prefix, today, n],
      );
    },

    /** Every page of the list, in page order, as the API would hand them out. */
    async allPages(
      tenantId: string,
      params: Record<string, string>,
      size = 7,
      storeId: string | null = null,
    ): Promise<string[]> {
      const ids: string[] = [];
      // Bounded, so a list that never runs out of pages fails instead of hanging.
      for (let page = 1; page <= 50; page += 1) {
        const query = ZDocumentListQuery.parse({
          ...params,
          page: String(page),
          size: String(size),
        });
        const { list, rowCount } = await withTenantAccess(tenantId, () =>
          listDocuments(createDb(app), { tenantId, storeId }, query),
        );
        if (list.length === 0) return ids;
        ids.push(...list.map((d) => d.documentId));
        expect(rowCount, `page ${page}`).toBeGreaterThanOrEqual(ids.length);
      }
      return ids;
    },

    /** The same rows by a plain query as the tables' owner: one statement, no paging. */
    async reference(tenantId: string, where: string, order: string): Promise<string[]> {
      const { rows } = await t.pool.query<{ id: string }>(
        `select id from documents where tenant_id = $1 and invoice_date between $2 and $3 ${where}
          order by ${order}`,
        [tenantId, from, today],
      );
      return rows.map((r) => r.id);
    },
  };
}
