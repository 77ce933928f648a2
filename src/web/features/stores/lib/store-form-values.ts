import type { TDocType } from '../../../../shared/domain/enums';
import {
  XSLT_FIELDS,
  XSLT_PARTS,
  type TIntegratorConfigInput,
  type TIntegratorDocType,
  type TXsltPart,
} from '../../../../shared/store/integrator-config';
import { DEFAULT_PHONE_COUNTRY_CODE, joinPhone, splitPhone } from '../../../../shared/store/phone';
import type { TStore, TStoreCreateInput } from '../../../../shared/store/store';
import type { TBrokenXslt } from '../../../../shared/store/broken-xslt';

/** A file slot: what is stored, and what the user chose to do with it. */
export type TFileValue =
  | { action: 'keep'; stored: boolean }
  | { action: 'clear'; stored: boolean }
  | { action: 'set'; stored: boolean; name: string; base64: string };

export type TConfigFormValues = {
  docType: TIntegratorDocType;
  senderName: string;
  senderAddress: string;
  replyTo: string;
  gbAlias: string;
  integratorProductId: string;
  integratorUid: string;
  integratorPwd: string;
  clearIntegratorPwd: boolean;
  pwdSet: boolean;
  options: string;
  files: Record<TXsltPart, TFileValue>;
  /** The stored main stylesheet failed on a document (shown, never sent). */
  mainBroken: TBrokenXslt | null;
};

export type TSeriesFormValues = { docType: TDocType; prefix: string; isActive: boolean };

export const TEXT_FIELDS = [
  'name',
  'taxNo',
  'taxOffice',
  'website',
  'email',
  'integrationId',
  'gbAlias',
  'room',
  'streetName',
  'buildingName',
  'buildingNumber',
  'citySubdivisionName',
  'cityName',
  'postalZone',
  'countryName',
  'tradeRegisterNo',
  'mersisNo',
  'emailServiceProductId',
  'sendEDocumentEmailCopyTo',
  'senderName',
  'senderAddress',
  'replyTo',
  'phoneCc',
  'phone',
  'faxCc',
  'fax',
] as const;
export type TTextField = (typeof TEXT_FIELDS)[number];

export type TStoreFormValues = Record<TTextField, string> & {
  accommodationTaxEnabled: boolean;
  commercialInvoiceEnabled: boolean;
  configs: TConfigFormValues[];
  series: TSeriesFormValues[];
};

const noFiles = (): Record<TXsltPart, TFileValue> => ({
  main: { action: 'keep', stored: false },
  logo: { action: 'keep', stored: false },
  footer: { action: 'keep', stored: false },
  signature: { action: 'keep', stored: false },
});

export function emptyConfig(docType: TIntegratorDocType): TConfigFormValues {
  return {
    docType,
    senderName: '',
    senderAddress: '',
    replyTo: '',
    gbAlias: '',
    integratorProductId: '',
    integratorUid: '',
    integratorPwd: '',
    clearIntegratorPwd: false,
    pwdSet: false,
    options: '',
    files: noFiles(),
    mainBroken: null,
  };
}

export function emptyStoreForm(): TStoreFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TTextField, string>;
  return {
    ...text,
    countryName: 'Türkiye',
    phoneCc: DEFAULT_PHONE_COUNTRY_CODE,
    faxCc: DEFAULT_PHONE_COUNTRY_CODE,
    accommodationTaxEnabled: false,
    commercialInvoiceEnabled: false,
    configs: [],
    series: [],
  };
}

export function storeToForm(store: TStore): TStoreFormValues {
  const phone = splitPhone(store.phoneNumber);
  const fax = splitPhone(store.fax);
  const text = (v: string | null | undefined) => v ?? '';
  return {
    ...emptyStoreForm(),
    ...Object.fromEntries(
      TEXT_FIELDS.map((f) => [f, text((store as Record<string, unknown>)[f] as string | null)]),
    ),
    senderName: text(store.emailConfigs?.senderName),
    senderAddress: text(store.emailConfigs?.senderAddress),
    replyTo: text(store.emailConfigs?.replyTo),
    phoneCc: phone.countryCode,
    phone: phone.number,
    faxCc: fax.countryCode,
    fax: fax.number,
    accommodationTaxEnabled: store.accommodationTaxEnabled,
    commercialInvoiceEnabled: store.commercialInvoiceEnabled,
    configs: store.docTypeConfigs.map((c) => ({
      ...emptyConfig(c.docType),
      senderName: text(c.emailConfigs?.senderName),
      senderAddress: text(c.emailConfigs?.senderAddress),
      replyTo: text(c.emailConfigs?.replyTo),
      gbAlias: text(c.gbAlias),
      integratorProductId: text(c.integratorProductId),
      integratorUid: text(c.integratorUid),
      pwdSet: c.integratorPwdSet,
      options: Object.entries(c.integratorOptions ?? {})
        .map(([k, v]) => `${k}=${String(v)}`)
        .join('\n'),
      files: {
        main: { action: 'keep', stored: c.files.main },
        logo: { action: 'keep', stored: c.files.logo },
        footer: { action: 'keep', stored: c.files.footer },
        signature: { action: 'keep', stored: c.files.signature },
      },
      mainBroken: c.xsltMainBroken,
    })),
    series: store.invoiceSeries.map((s) => ({
      docType: s.docType,
      prefix: s.prefix,
      isActive: s.isActive,
    })),
  };
}

/** `key=value` lines → options; null when a line does not have that form. */
export function parseOptions(text: string): Record<string, string> | null {
  const entries: [string, string][] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const at = line.indexOf('=');
    if (at < 1) return null;
    entries.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
  return Object.fromEntries(entries);
}

function configToInput(c: TConfigFormValues): TIntegratorConfigInput {
  const input: TIntegratorConfigInput = {
    docType: c.docType,
    emailConfigs: { senderName: c.senderName, senderAddress: c.senderAddress, replyTo: c.replyTo },
    gbAlias: c.gbAlias,
    integratorProductId: c.integratorProductId || null,
    integratorUid: c.integratorUid,
    integratorOptions: parseOptions(c.options) ?? {},
    ...(c.integratorPwd ? { integratorPwd: c.integratorPwd } : {}),
    ...(c.clearIntegratorPwd ? { clearIntegratorPwd: true } : {}),
  };
  for (const part of XSLT_PARTS) {
    const file = c.files[part];
    // Unchanged files are not sent: the server keeps them and the body stays small.
    if (file.action === 'set') input[XSLT_FIELDS[part]] = file.base64;
    if (file.action === 'clear') input[XSLT_FIELDS[part]] = null;
  }
  return input;
}

export function formToInput(v: TStoreFormValues): TStoreCreateInput {
  return {
    name: v.name,
    taxNo: v.taxNo,
    taxOffice: v.taxOffice,
    website: v.website,
    email: v.email,
    phoneNumber: joinPhone({ countryCode: v.phoneCc, number: v.phone }),
    fax: joinPhone({ countryCode: v.faxCc, number: v.fax }),
    integrationId: v.integrationId,
    gbAlias: v.gbAlias,
    room: v.room,
    streetName: v.streetName,
    buildingName: v.buildingName,
    buildingNumber: v.buildingNumber,
    citySubdivisionName: v.citySubdivisionName,
    cityName: v.cityName,
    postalZone: v.postalZone,
    countryName: v.countryName,
    tradeRegisterNo: v.tradeRegisterNo,
    mersisNo: v.mersisNo,
    emailServiceProductId: v.emailServiceProductId,
    sendEDocumentEmailCopyTo: v.sendEDocumentEmailCopyTo,
    emailConfigs: { senderName: v.senderName, senderAddress: v.senderAddress, replyTo: v.replyTo },
    accommodationTaxEnabled: v.accommodationTaxEnabled,
    commercialInvoiceEnabled: v.commercialInvoiceEnabled,
    docTypeConfigs: v.configs.map(configToInput),
    invoiceSeries: v.series.map((s) => ({ ...s, prefix: s.prefix.trim().toUpperCase() })),
  };
}

/**
 * Error paths of the input (`phoneNumber`, `emailConfigs.replyTo`, `docTypeConfigs.0.xsltMain`)
 * → the form field that shows them.
 */
export function formPathOf(path: string): string {
  const p = path.replace(/^body\./, '');
  if (p === 'phoneNumber') return 'phone';
  if (p === 'fax') return 'fax';
  if (p.startsWith('emailConfigs.')) return p.slice('emailConfigs.'.length);
  return p.replace(/^(docTypeConfigs\.\d+\.)emailConfigs\./, '$1');
}
