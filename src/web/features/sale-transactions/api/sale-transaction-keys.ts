/** Every sale transactions query starts with this key. */
export const SALE_TRANSACTIONS_QUERY_KEY = ['sale-transactions'] as const;
