import type { TTranslations } from '../types';

export const enDocumentExport: Pick<TTranslations, 'documentExport'> = {
  documentExport: {
    button: 'Export',
    appliedFilters: 'Applied filters',
    noFilters: 'No filter applied; every transaction of the last month is sent.',
    moreValues: '+{{count}}',
    recipient: 'When it is ready, the list is e-mailed to your address as an .xlsx file.',
    confirm: 'Send',
    cancel: 'Cancel',
    started: 'The export has started. The list is e-mailed when it is ready.',
    requestFailed: 'The export request could not be sent!',
    doneTitle: 'Transaction list sent',
    done: 'The list of {{count}} rows was sent to {{email}}.',
    failedTitle: 'Transaction list not sent',
    failed: 'The export could not be completed. Please try again.',
    sheetName: 'Transactions',
    mail: {
      subject: 'posbelge: Transaction list',
      greeting: 'Hello,',
      body: 'The transaction list you asked for is in the attached .xlsx file ({{count}} rows).',
      link: 'To see the documents in posbelge:',
    },
  },
};
