import { z } from 'zod';

/**
 * Spec §7 server-side OData: the entity sets this product serves. The spec's `/odata/{reservations|
 * profiles}` belong to another product and are not served (docs/odata.md).
 */
export const ODATA_ENTITIES = ['documents', 'saleTransactions', 'stores', 'devices'] as const;
export type TODataEntity = (typeof ODATA_ENTITIES)[number];

/** Bounds of one OData request: rows, rows skipped, and how much filter the server reads. */
export const ODATA_LIMITS = {
  defaultTop: 100,
  maxTop: 1000,
  maxSkip: 1_000_000,
  /** Characters of `$filter`, `$orderby`, `$select`, `$expand` or `$search`. */
  maxOptionLength: 1000,
  maxParenDepth: 8,
  /** Comparisons and function calls in one `$filter`. */
  maxTerms: 30,
  maxOrderBy: 3,
  maxSearchLength: 100,
} as const;

const ZOption = z.string().max(ODATA_LIMITS.maxOptionLength).optional();
const ZWholeNumber = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .optional();

/**
 * The query options of `GET /api/odata/{entity}`. `$top`, `$skip` and `$count` are plain values;
 * the others are OData expressions read by the OData parser. Any other option is refused.
 */
export const ZODataQuery = z
  .object({
    $top: ZWholeNumber,
    $skip: ZWholeNumber.pipe(z.number().max(ODATA_LIMITS.maxSkip).optional()),
    $count: z.enum(['true', 'false']).optional(),
    $filter: ZOption,
    $orderby: ZOption,
    $select: ZOption,
    $expand: ZOption,
    $search: ZOption,
  })
  .strict();
export type TODataQuery = z.infer<typeof ZODataQuery>;

export const ZODataEntityParams = z.object({ entity: z.string().max(64) });

/** OData JSON: the rows in `value`, the total before paging in `@odata.count` when asked for. */
export const ZODataResponse = z.object({
  '@odata.count': z.number().int().optional(),
  value: z.array(z.record(z.string(), z.unknown())),
});
export type TODataResponse = z.infer<typeof ZODataResponse>;
