import type { TDocType } from '../../../shared/domain/enums';

/** A report's parameters once checked: Istanbul calendar days, both ends included. */
export type TReportParams = {
  startDate: string;
  endDate: string;
  /** A store chosen in the form (tenant mode); store mode is the scope's store anyway. */
  storeId: string | null;
  docType: TDocType | null;
};

/** A select's text and values, as drizzle's `toSQL()` gives them. */
export type TReportQuery = { sql: string; params: unknown[] };
