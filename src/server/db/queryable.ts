import type { TDb } from './database';

/** Works with the database or a transaction handle alike. */
export type TQueryable = Pick<TDb, 'select' | 'insert' | 'update' | 'delete'>;
