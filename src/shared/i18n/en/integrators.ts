import type { TTranslations } from '../types';

export const enIntegrators: Pick<TTranslations, 'integrators'> = {
  integrators: {
    izibiz: {
      errors: {
        unexpected: 'İzibiz reported an unexpected error; it will be tried again later.',
        systemError: 'İzibiz had an unexpected system error; it will be tried again later.',
        sessionNotCreated: 'İzibiz did not open a session: wrong user name or password.',
        documentRejected: 'İzibiz did not pass the document (schema or schematron).',
        sessionInvalid: 'The İzibiz session is no longer valid; a new one is opened.',
        productNotActive: 'This product is not active on your İzibiz account; contact İzibiz.',
        noPermission: 'The İzibiz user has no right to do this.',
        zipRequired: 'İzibiz expected the document ZIP-packed.',
        notFound: 'İzibiz found no document for this.',
        duplicate: 'This document was sent to İzibiz before (same ETTN).',
        requestTooLarge: 'The request exceeds İzibiz’s limit (5 MB or 100 documents).',
        repeated: 'İzibiz has done this already.',
        userNotActive: 'The İzibiz user is not active.',
        invalidRequest: 'İzibiz found the request invalid.',
        invalidSignature: 'İzibiz found the document’s signature invalid.',
        serviceNotSupported: 'İzibiz does not support this service.',
        customerNotActive: 'The İzibiz customer account is not active.',
        duplicateNumber: 'This document number is used by another document at İzibiz.',
        unauthorizedAccess: 'İzibiz detected unauthorised access.',
        noCredentials: 'The store has no İzibiz user name and password.',
        noReceiverAlias: 'İzibiz knows no e-Fatura mailbox alias of the buyer.',
        notSupported: 'This document type cannot be sent with the İzibiz plugin.',
      },
      reasonWithCode: '{{text}} (İzibiz {{code}}: {{detail}})',
    },
    check: {
      works: 'The connection works: {{name}}',
      unreachable: 'The integrator could not be reached: {{cause}}',
    },
  },
};
