import type { TTranslations } from '../types';
import { enErrorCodes } from './error-codes';
import { enFieldErrors } from './field-errors';

export const enCore: Pick<
  TTranslations,
  'app' | 'common' | 'language' | 'validation' | 'errors' | 'payment' | 'enums'
> = {
  app: {
    name: 'posbelge',
    version: 'Version {{version}}',
  },
  common: {
    pager: { pageSize: 'Per page', total: '{{count}} records in total' },
    backToSignIn: 'Back to sign in',
    goHome: 'Go to the home page',
    reload: 'Reload the page',
    loading: 'Loading…',
    continue: 'Continue',
    cancel: 'Cancel',
    close: 'Close',
    copy: 'Copy',
    copied: 'Copied',
  },
  language: {
    label: 'Language',
    tr: 'Türkçe',
    en: 'English',
  },
  validation: {
    required: 'This field is required.',
    emailInvalid: 'Enter a valid e-mail address.',
    otpCodeInvalid: 'The code must have 6 digits.',
    passwordWeak: 'The password must meet every requirement.',
    passwordMismatch: 'The passwords do not match.',
    cancelReasonLength: 'The cancel reason must be between 2 and 250 characters.',
    listFilter: 'Invalid filter: each entry must look like field:value:type.',
    listSort: 'Invalid sort: use one column as field:asc or field:desc.',
    searchMinLength: 'Type at least 2 characters to search.',
    cardCvv: 'Please type a valid CVV number',
    cardNumber: 'Please type a valid credit card number',
    cardDate: 'Please type a valid date',
  },
  errors: {
    codes: enErrorCodes,
    fields: enFieldErrors,
    network: 'The server could not be reached. Check your connection and try again.',
    unexpected: {
      title: 'An unexpected error occurred',
      message: 'The action could not be completed. Please reload the page and try again.',
    },
    notFound: {
      code: '404',
      title: 'Page not found',
      message: 'The page you are looking for does not exist or may have been moved.',
    },
    unauthorized: {
      code: '401',
      title: 'Please try again or contact an authorized person.',
      label: 'Page not found',
    },
    globalSearchFailed: 'Search results could not be loaded!',
    failedCountFailed: 'The number of failed transactions could not be loaded!',
    featureFlagFailed: 'Feature flags could not be loaded!',
    reportDownloadForbidden: 'You are not authorised to download this report.',
  },
  payment: {
    notReceived: 'Payment not received',
    advice: 'Please check your card details or your card limit.',
  },
  enums: {
    docType: {
      eFatura: 'E-Invoice',
      eArsiv: 'E-Archive',
      eIrsaliye: 'E-Waybill',
      eSmm: 'E-SMM',
      eAdisyon: 'E-Adisyon',
      bilgiFisi: 'Information slip',
    },
    scenarioType: { temel: 'Basic', ticari: 'Commercial', export: 'Export' },
    clientResponse: {
      unanswered: 'Not answered',
      accepted: 'Accepted',
      rejected: 'Rejected',
      autoAccepted: 'Automatically accepted',
    },
    documentStatus: {
      pending: 'Not yet processed',
      sent: 'Sent',
      cancelled: 'Cancelled',
      failed: 'Failed',
    },
    invoiceType: {
      satis: 'Sale',
      iade: 'Return',
      tevkifat: 'Withholding',
      istisna: 'Exemption',
      ihracKayitli: 'Registered for export',
      ozelMatrah: 'Special base',
    },
    integratorStatus: {
      notProcessed: 'Not yet processed',
      sent: 'Sent',
      delivered: 'Delivered',
      successful: 'Successful',
      cancelled: 'Cancelled',
      failed: 'Failed',
      ignored: 'Ignored',
      sentError: 'Sent with error',
      sentNoReply: 'Sent, no reply',
      awaitingApproval: 'Awaiting approval',
    },
    saleTransactionStatus: { open: 'Open', completed: 'Completed', cancelled: 'Cancelled' },
    paymentStatus: {
      completed: 'Completed',
      expired: 'Expired',
      pending: 'Pending',
      error: 'Error',
      refund: 'Refund',
      refund_error: 'Refund error',
    },
  },
};
