import { z } from 'zod';
import { istanbulDay, minusDays } from '../format/istanbul-time';
import { messageKey } from '../i18n/message-key';
import { ZQueryBoolean } from '../list/query-boolean';

/** Spec §2 Layout: global search results are badged business, store, device, transaction (1–4). */
export const GlobalSearchType = { business: 1, store: 2, device: 3, transaction: 4 } as const;
export type TGlobalSearchType = (typeof GlobalSearchType)[keyof typeof GlobalSearchType];
const ZGlobalSearchType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/**
 * Where a search looked: every tenant (a platform administrator), the session's tenant, or only
 * its selected store (store mode, unless the whole tenant was asked for).
 */
export const ZGlobalSearchScope = z.enum(['all', 'tenant', 'store']);
export type TGlobalSearchScope = z.infer<typeof ZGlobalSearchScope>;

/** Spec §5/§9: search boxes act only from 2 characters. */
export const GLOBAL_SEARCH_MIN_LENGTH = 2;
export const GLOBAL_SEARCH_MAX_LENGTH = 100;
/** At most this many results of each type: the box is a shortcut, the lists do the browsing. */
export const GLOBAL_SEARCH_LIMIT_PER_TYPE = 5;
/** Spec §9: global search date range, 31 days (Istanbul days, today included). */
export const GLOBAL_SEARCH_DAYS = 31;

/** The Istanbul days a transaction is searched in, and the range its list link carries. */
export function globalSearchWindow(now: Date = new Date()): { from: string; to: string } {
  const to = istanbulDay(now);
  return { from: minusDays(to, GLOBAL_SEARCH_DAYS - 1), to };
}

const ZSearchText = z
  .string()
  .trim()
  .min(GLOBAL_SEARCH_MIN_LENGTH, messageKey('validation.searchMinLength'))
  .max(GLOBAL_SEARCH_MAX_LENGTH);

/**
 * `GET /api/internal/global-search?searchText` (spec §7, the web app's call); `wholeTenant=true`
 * searches the session's whole tenant from store mode, as the user may by clearing the store.
 */
export const ZGlobalSearchQuery = z.object({
  searchText: ZSearchText,
  wholeTenant: ZQueryBoolean.optional(),
});
/** `GET /api/Global/Search?SearchText` (spec §7, the backend call's own parameter name). */
export const ZGlobalSearchBackendQuery = z.object({ SearchText: ZSearchText });

const ZOwner = { tenantId: z.uuid(), tenantName: z.string() };

export const ZBusinessResult = z.object({
  type: z.literal(GlobalSearchType.business),
  id: z.uuid(),
  name: z.string(),
  city: z.string().nullable(),
  isActive: z.boolean(),
  ...ZOwner,
});

export const ZStoreResult = z.object({
  type: z.literal(GlobalSearchType.store),
  id: z.uuid(),
  name: z.string(),
  cityName: z.string().nullable(),
  isActive: z.boolean(),
  ...ZOwner,
});

export const ZDeviceResult = z.object({
  type: z.literal(GlobalSearchType.device),
  id: z.uuid(),
  serialNumber: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  storeId: z.uuid(),
  storeName: z.string(),
  ...ZOwner,
});

/** A document (the E-Belgeler list's row) found by its number or ETTN. */
export const ZTransactionResult = z.object({
  type: z.literal(GlobalSearchType.transaction),
  id: z.uuid(),
  invoiceNo: z.string().nullable(),
  ettn: z.uuid(),
  invoiceDate: z.string(),
  docType: z.number().int(),
  totalPayAmount: z.string(),
  currencyCode: z.string(),
  storeId: z.uuid(),
  storeName: z.string(),
  ...ZOwner,
});

export const ZGlobalSearchResult = z.discriminatedUnion('type', [
  ZBusinessResult,
  ZStoreResult,
  ZDeviceResult,
  ZTransactionResult,
]);
export type TGlobalSearchResult = z.infer<typeof ZGlobalSearchResult>;
export type TBusinessResult = z.infer<typeof ZBusinessResult>;
export type TStoreResult = z.infer<typeof ZStoreResult>;
export type TDeviceResult = z.infer<typeof ZDeviceResult>;
export type TTransactionResult = z.infer<typeof ZTransactionResult>;

/**
 * Spec §7: `searchResults`, businesses first, then stores, devices and transactions; `more` names
 * the types with more matches than the box lists, `searchedIn` where the search looked.
 */
export const ZGlobalSearchResponse = z.object({
  searchResults: z.array(ZGlobalSearchResult),
  more: z.array(ZGlobalSearchType),
  searchedIn: ZGlobalSearchScope,
});
export type TGlobalSearchResponse = z.infer<typeof ZGlobalSearchResponse>;
