export const REPORTS_QUERY_KEY = ['reports'] as const;
