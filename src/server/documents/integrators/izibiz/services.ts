/**
 * İzibiz's SOAP services (their WSDLs' soap:address paths and target namespaces) and the
 * operations the plugin calls, with the request and response elements the WSDLs bind them to.
 * The plugin speaks from this table alone; the double and the contract tests read the WSDLs.
 */
export const IZIBIZ_SERVICES = {
  auth: {
    path: '/AuthenticationWS',
    namespace: 'http://schemas.i2i.com/ei/wsdl',
    folder: 'serviceAuth',
  },
  efatura: {
    path: '/EFaturaOIB',
    namespace: 'http://schemas.i2i.com/ei/wsdl',
    folder: 'serviceOib',
  },
  earsiv: {
    path: '/EIArchiveWS/EFaturaArchive',
    namespace: 'http://schemas.i2i.com/ei/wsdl/archive',
    folder: 'serviceArchive',
  },
  eirsaliye: {
    path: '/EIrsaliyeWS/EIrsaliye',
    namespace: 'http://schemas.i2i.com/ei/wsdl',
    folder: 'serviceDespatch',
  },
  esmm: { path: '/SmmWS', namespace: 'http://schemas.i2i.com/ei/wsdl', folder: 'serviceSmm' },
} as const;
export type TIzibizService = keyof typeof IZIBIZ_SERVICES;

const op = <S extends TIzibizService>(service: S, request: string, response: string) => ({
  service,
  request,
  response,
});

export const IZIBIZ_OPERATIONS = {
  Login: op('auth', 'LoginRequest', 'LoginResponse'),
  Logout: op('auth', 'LogoutRequest', 'LogoutResponse'),
  CheckUser: op('auth', 'CheckUserRequest', 'CheckUserResponse'),
  SendInvoice: op('efatura', 'SendInvoiceRequest', 'SendInvoiceResponse'),
  GetInvoiceStatus: op('efatura', 'GetInvoiceStatusRequest', 'GetInvoiceStatusResponse'),
  GetInvoice: op('efatura', 'GetInvoiceRequest', 'GetInvoiceResponse'),
  WriteToArchiveExtended: op(
    'earsiv',
    'ArchiveInvoiceExtendedRequest',
    'ArchiveInvoiceExtendedResponse',
  ),
  GetEArchiveInvoiceStatus: op(
    'earsiv',
    'GetEArchiveInvoiceStatusRequest',
    'GetEArchiveInvoiceStatusResponse',
  ),
  ReadFromArchive: op('earsiv', 'ArchiveInvoiceReadRequest', 'ArchiveInvoiceReadResponse'),
  CancelEArchiveInvoice: op(
    'earsiv',
    'CancelEArchiveInvoiceRequest',
    'CancelEArchiveInvoiceResponse',
  ),
  SendDespatchAdvice: op('eirsaliye', 'SendDespatchAdviceRequest', 'SendDespatchAdviceResponse'),
  GetDespatchAdviceStatus: op(
    'eirsaliye',
    'GetDespatchAdviceStatusRequest',
    'GetDespatchAdviceStatusResponse',
  ),
  GetDespatchAdvice: op('eirsaliye', 'GetDespatchAdviceRequest', 'GetDespatchAdviceResponse'),
  SendSmm: op('esmm', 'SendSmmRequest', 'SendSmmResponse'),
  GetSmmStatus: op('esmm', 'GetSmmStatusRequest', 'GetSmmStatusResponse'),
  GetSmm: op('esmm', 'GetSmmRequest', 'GetSmmResponse'),
} as const;
export type TIzibizOperation = keyof typeof IZIBIZ_OPERATIONS;

/** The documentation's limits for one request of a sending operation. */
export const IZIBIZ_BATCH_LIMITS = { documents: 100, bytes: 5 * 1024 * 1024 } as const;

/** The documentation: a session stays valid 8 hours. */
export const IZIBIZ_SESSION_MS = 8 * 60 * 60 * 1000;
