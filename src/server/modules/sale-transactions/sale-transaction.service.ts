import type { TDb } from '../../db/database';
import type { TDataScope } from '../../db/data-scope';
import { AppError } from '../../lib/app-error';
import type { TSaleTransactionDetail } from '../../../shared/sale-transactions/sale-transaction';
import { findSaleTransaction } from './sale-transaction.repository';

/** A sale outside the scope (another tenant, another store) is answered as missing, never 403. */
export async function getSaleTransaction(
  db: TDb,
  scope: TDataScope,
  id: string,
): Promise<TSaleTransactionDetail> {
  const sale = await findSaleTransaction(db, scope, id);
  if (!sale) throw new AppError('NOT_FOUND', { reason: 'saleTransaction' });
  return sale;
}
