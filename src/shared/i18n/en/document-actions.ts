import type { TTranslations } from '../types';

export const enDocumentActions: Pick<TTranslations, 'documentActions'> = {
  documentActions: {
    menu: {
      view: 'View e-document',
      cancel: 'Cancel',
      send: 'Send',
      integratorRequest: 'Integrator request',
      integratorResponse: 'Integrator response',
      downloadUbl: 'Download UBL',
      downloadXades: 'Download XadesBes',
      clientResponse: 'Client response',
      info: 'Info',
    },
    rowMenu: 'Actions',
    cancelPending: 'Cancelling',
    loadFailed: 'The details could not be loaded.',
    cancel: {
      reason: 'Cancel reason',
      hint: 'Write a reason of 2 to 250 characters.',
      counter: '{{length}}/{{max}}',
      confirm: 'Cancel document',
      dismiss: 'Back',
      requested:
        'Cancellation requested; the document becomes Cancelled once the integrator confirms.',
      pending: 'This document is already being cancelled.',
      confirmed: 'The document was cancelled.',
      refused: 'The integrator refused the cancellation: {{reason}}',
    },
    send: {
      notFailed: 'Only failed documents can be sent again.',
      unconfirmed:
        'The integrator accepted the document on {{acceptedAt}}, then did not know it when asked {{asks}} times. It was not sent a second time: ask the integrator where it stands.',
    },
    download: {
      started: 'Downloading {{file}}.',
      noSale: 'This document has no sale transaction; XadesBes cannot be downloaded.',
    },
    request: {
      success: 'Successful',
      failed: 'Failed',
      hash: 'Digest (SHA-256)',
      content: 'Request content',
      none: 'No request was sent to the integrator for this document.',
    },
    response: {
      date: 'Date',
      status: 'Status',
      data: 'Data',
      none: 'No answer from the integrator yet.',
    },
    clientResponse: {
      state: 'Response',
      message: 'Response message',
      none: 'The client has not answered yet.',
    },
    info: {
      storeName: 'Store',
      docType: 'Document type',
      invoiceNo: 'Invoice number',
      invoiceDate: 'Invoice date',
      ettn: 'ETTN',
      status: 'Status',
      gibStatus: 'GİB status',
      failureReason: 'Failure reason',
      resendable: 'Resendable',
      cancelReason: 'Cancel reason',
      cancelDate: 'Cancel date',
      yes: 'Yes',
      no: 'No',
    },
  },
};
