import type { TTranslations } from '../types';

export const enDashboard: Pick<TTranslations, 'dashboard'> = {
  dashboard: {
    period: {
      label: 'Period',
      today: 'Today',
      last7Days: 'Last 7 days',
      thisMonth: 'This month',
      lastMonth: 'Last month',
      custom: 'Custom',
      from: 'Start date',
      to: 'End date',
      apply: 'Apply',
      range: '{{from}} – {{to}}',
    },
    scopeTenant: 'All stores',
    scopeStore: 'Store: {{name}}',
    tiles: {
      documents: 'Documents',
      activeDevices: 'Active devices',
      itemsPerDocument: 'Items per document',
      itemsDetail: '{{items}} items in {{documents}} documents',
      turnover: 'Turnover',
      turnoverHint: 'Cancelled documents excluded',
      noAmount: 'No amount',
      open: 'Show documents: {{title}}',
    },
    byStatus: 'Documents by status',
    byDocType: 'By document type',
    byDocTypeChart: 'Documents by type',
    chart: {
      title: 'Daily turnover',
      currency: 'Currency',
      empty: 'No turnover in this period.',
    },
    loadFailed: 'The dashboard could not be loaded.',
    validation: {
      daysWithPreset: 'Dates are given only with a custom period.',
      missing: 'A custom period needs a start and an end date.',
      notADay: 'A date must be a real day written yyyy-MM-dd.',
      reversed: 'The end date cannot be before the start date.',
      tooLong: 'A period can be at most 366 days.',
    },
  },
};
