import type { trAreaErrorCodes } from '../tr/area-error-codes';
import type { TTree } from '../types';

const DEACTIVATE = 'Deactivate it instead.';

const codes = {
  NOT_FOUND: {
    route: 'Not found: {{method}} {{path}}',
    tenant: 'Tenant not found.',
    store: 'Store not found.',
    device: 'Device not found.',
    user: 'User not found.',
    brand: 'Brand not found.',
    document: 'Document not found.',
    saleTransaction: 'Sale transaction not found.',
    integratorProduct: 'Integrator product not found.',
    taxpayer: 'This tax number is not on GİB’s registered e-invoice user list.',
    exportRequest: 'Export request not found.',
    reportGroup: 'Report group not found.',
    report: 'Report not found.',
    featureFlag: 'Feature flag not found.',
    odataEntity: 'Unknown OData entity set "{{entity}}"; known: {{known}}.',
    file: 'File not found: {{path}}',
  },
  METHOD_NOT_ALLOWED: '{{method}} is not allowed; allowed: GET, POST, PUT, DELETE.',
  CONFLICT: {
    noOwner: 'The tenant has no account owner.',
    otpEnabled: 'One-time codes are already enabled.',
    tenantHasDocuments: `This tenant has e-documents; tax documents must be kept for 10 years, so the tenant cannot be deleted. ${DEACTIVATE}`,
    tenantInUse: `This tenant has related records (devices, sales, series, …) and cannot be deleted. ${DEACTIVATE}`,
    storeHasDocuments: `This store has e-documents or sales; tax documents must be kept for 10 years, so the store cannot be deleted. ${DEACTIVATE}`,
    storeHasDevices: `Devices belong to this store, so it cannot be deleted. ${DEACTIVATE}`,
    notSelf: 'You cannot deactivate your own account or remove your own rights.',
    ownerStaysActive: 'The tenant owner cannot be deactivated.',
    cancelPending: 'A cancellation is already in progress for this document.',
    importRunning: 'Another GİB user list import is running.',
    registrationLinkUsed: 'This registration link has already been used; you can sign in.',
    emailRegistered:
      'An account with this e-mail address already exists; sign in or reset your password.',
    planActive: 'Your business already has an active plan.',
    paymentInProgress: 'Another payment is in progress for this business; try again shortly.',
    featureFlagTaken: 'A feature flag with this name, environment and tenant already exists.',
    integratorNameTaken: 'An integrator product with this name already exists.',
    integratorInUse:
      'Stores are configured to use this integrator product, so it cannot be deleted. Deactivate it instead.',
    defaultIntegratorRequired:
      'The default integrator cannot be deactivated, deleted or stop being the default; make another product the default first.',
  },
  BRAND_TAKEN: 'This brand already exists.',
  SERIAL_NUMBER_TAKEN: 'This serial number is already registered.',
  REPORT_CODE_TAKEN: 'A report with this code already exists.',
  UNPROCESSABLE: {
    cancelOnlySentEArsiv: 'Only sent e-Archive documents can be cancelled.',
    viewRefused: 'Invoices of this document type cannot be viewed.',
    ublRefused: 'No e-document can be downloaded for this kind of transaction.',
    xadesDocTypeRefused: 'No XAdES-BES can be downloaded for this kind of transaction.',
    xadesStatusRefused: 'No XAdES-BES can be downloaded in this status.',
    resendInformationSlip: 'Information slips are not sent to an integrator.',
    resendCancelled: 'A cancelled document cannot be sent again.',
    resendNotAllowed: 'This document cannot be sent again.',
    correctionAfterGib:
      'The document reached GİB: it cannot be corrected, only sent again as it is.',
    otpCodeWrong: 'The code could not be verified.',
    cancelWindowPassed:
      'An e-Arşiv invoice can be cancelled within {{cancelWindowDays}} days of its issue date; that time has passed.',
    notSimulator: 'This works only for the built-in simulator integrator.',
    simulatorServiceNotSet:
      'This simulator product runs as its own service, and its address (SIMULATOR_URL) is not set on this server.',
    paymentKeyReused: 'This Idempotency-Key was used for another payment.',
  },
  CERTIFICATE_INVALID: {
    malformed: 'The file is not a PKCS#12 (.p12/.pfx) file.',
    'no-key': 'The PKCS#12 file holds no private key.',
    'no-certificate': 'The PKCS#12 file holds no certificate for its key.',
    'unsupported-key': 'Only RSA keys are supported.',
    'not-yet-valid': 'The certificate is not valid yet.',
  },
  CERTIFICATE_PASSWORD_WRONG: 'The PKCS#12 password is wrong.',
  CERTIFICATE_EXPIRED: 'The certificate has expired.',
  CERTIFICATE_TOO_COSTLY:
    'Opening the PKCS#12 file takes too much work (its iteration count is too high). Export it again with a lower iteration count.',
  DEVICE_UNAUTHORIZED: {
    credential: 'The device credential is missing, revoked or invalid.',
    deviceNotFound: 'Device not found.',
  },
  IDEMPOTENCY_KEY_REQUIRED:
    'The Idempotency-Key header is required: 1–128 printable ASCII characters, no spaces.',
  SALE_TIME_OUT_OF_RANGE: {
    future: 'The sale time is in the future.',
    tooOld:
      'The sale is older than {{maxBackdateDays}} days; documents cannot be back-dated further.',
  },
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a different sale.',
  DOCUMENT_KIND_NOT_ALLOWED:
    'A return (invoiceType 2) cannot be a commercial invoice (scenarioType 2).',
  SERIES_NOT_FOUND: 'The store has no active series for docType {{docType}}.',
  SERIES_EXHAUSTED: 'Series {{prefix}} has used all numbers of {{year}}.',
  DOCUMENT_FILES_UNAVAILABLE: {
    notRendered: 'The document could not be rendered: its stylesheet failed.',
    ublFailed: 'Could not build UBL: {{cause}}',
    signingFailed: 'Could not sign: {{cause}}',
    xsdFailed: 'Failed GİB’s XSD: {{cause}}',
    schematronFailed: 'Breaks GİB’s schematron rules: {{cause}}',
  },
  ODATA_INVALID: {
    syntax: 'OData {{option}} could not be read: {{detail}}',
    field: 'OData {{option}}: this field cannot be used: {{field}}.',
    operator: 'OData {{option}}: unsupported operator: {{detail}}.',
    notScope:
      'OData $filter: put a not followed by and/or in parentheses: (not (a eq 1)) and b eq 2.',
    function: 'OData {{option}}: unsupported function: {{detail}}.',
    literal: 'OData {{option}}: a value that does not fit {{field}}: {{detail}}.',
    select: 'OData $select: fields of the entity only: {{detail}}.',
    expand: 'OData $expand: only {{known}}, with only $select inside: {{detail}}.',
    orderby: 'OData $orderby: at most {{max}} fields.',
    search: 'OData $search: one word or one quoted phrase.',
    top: 'OData $top can be at most {{max}}.',
    tooComplex:
      'OData {{option}} is too complex (at most {{max}} characters, {{maxDepth}} levels of parentheses, {{maxTerms}} comparisons).',
    tooCostly:
      'The OData query took too long; narrow it (for documents, a range of invoiceDate) or ask for fewer rows.',
  },
} as const satisfies TTree<typeof trAreaErrorCodes.errors.codes>;

export const enAreaErrorCodes = { errors: { codes } } as const;
