import type { TTranslations } from '../types';

// Texts the document screens share (documents, all transactions, the dashboard).
export const enDocuments: Pick<TTranslations, 'documents'> = {
  documents: {
    empty: 'No transactions yet!',
    exportTitle: 'Download transaction list',
    cancelReasonTitle: 'Cancel reason',
    clientResponseTitle: 'Client response',
    infoTitle: 'Information',
    failedCountInfo: 'There are {{count}} failed transactions in the last week.',
    cancelOnlySentEArsiv: 'Only sent e-archive transactions can be cancelled',
    pdfNotAvailable: 'The invoice cannot be viewed for this document type.',
    ublNotAvailable: 'No e-document can be downloaded for this transaction type.',
    xadesNotAvailableForType: 'XadesBes cannot be downloaded for this transaction type.',
    xadesNotAvailableForStatus: 'XadesBes cannot be downloaded in this status.',
  },
};
