import { z } from 'zod';
import { DocType } from '../domain/enums';
import { messageKey } from '../i18n/message-key';
import { ZBrokenXslt } from './broken-xslt';

/** Spec §3: integrator settings exist for e-Arşiv (2), e-Fatura (1), e-SMM (7) and e-Adisyon (8). */
export const INTEGRATOR_DOC_TYPES = [
  DocType.eArsiv,
  DocType.eFatura,
  DocType.eSmm,
  DocType.eAdisyon,
] as const;
export const ZIntegratorDocType = z.literal(INTEGRATOR_DOC_TYPES);
export type TIntegratorDocType = z.infer<typeof ZIntegratorDocType>;

export const XSLT_PARTS = ['main', 'logo', 'footer', 'signature'] as const;
export type TXsltPart = (typeof XSLT_PARTS)[number];
export const XSLT_FIELDS = {
  main: 'xsltMain',
  logo: 'xsltLogo',
  footer: 'xsltFooter',
  signature: 'xsltSignature',
} as const satisfies Record<TXsltPart, string>;

/** Logo and signature are images; main and footer are XSLT stylesheets. */
export const IMAGE_PARTS: readonly TXsltPart[] = ['logo', 'signature'];

/** 512 KB decoded, as base64 text. */
export const MAX_IMAGE_BYTES = 512 * 1024;
export const MAX_XSLT_BYTES = 512 * 1024;
const MAX_BASE64 = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4;

/** Base64 file content; `null` removes the file, an absent field keeps the stored one. */
const ZBase64File = z
  .string()
  .max(MAX_BASE64, messageKey('stores.validation.fileTooLarge'))
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'stores.validation.base64')
  .nullable()
  .optional();

const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messageKey('stores.validation.tooLong'))
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const nullableEmail = z
  .union([z.literal(''), z.email(messageKey('stores.validation.email'))])
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

export const ZEmailConfigs = z.object({
  senderName: nullableText(200),
  senderAddress: nullableEmail,
  replyTo: nullableEmail,
});
export type TEmailConfigs = z.infer<typeof ZEmailConfigs>;

/** The stored form, for responses: no transforms, because responses are encoded by zod. */
export const ZEmailConfigsValue = z.object({
  senderName: z.string().nullable(),
  senderAddress: z.string().nullable(),
  replyTo: z.string().nullable(),
});

export const ZIntegratorOptions = z
  .record(
    z.string().trim().min(1).max(100),
    z.union([z.string().max(500), z.number(), z.boolean()]),
  )
  .refine((o) => Object.keys(o).length <= 50, messageKey('stores.validation.tooMany'));
export type TIntegratorOptions = z.infer<typeof ZIntegratorOptions>;

export const ZIntegratorConfigInput = z.object({
  docType: ZIntegratorDocType,
  emailConfigs: ZEmailConfigs.nullable().optional(),
  gbAlias: nullableText(200),
  integratorProductId: z.uuid().nullable().optional(),
  integratorUid: nullableText(200),
  /** Write-only: a non-empty value replaces the stored password, empty or absent keeps it. */
  integratorPwd: z.string().max(200, messageKey('stores.validation.tooLong')).optional(),
  clearIntegratorPwd: z.boolean().optional(),
  integratorOptions: ZIntegratorOptions.nullable().optional(),
  xsltMain: ZBase64File,
  xsltLogo: ZBase64File,
  xsltFooter: ZBase64File,
  xsltSignature: ZBase64File,
});
export type TIntegratorConfigInput = z.input<typeof ZIntegratorConfigInput>;
export type TIntegratorConfigData = z.output<typeof ZIntegratorConfigInput>;

/** What the API returns: never the password, only whether one is stored. */
export const ZIntegratorConfig = z.object({
  docType: ZIntegratorDocType,
  emailConfigs: ZEmailConfigsValue.nullable(),
  gbAlias: z.string().nullable(),
  integratorProductId: z.uuid().nullable(),
  integratorUid: z.string().nullable(),
  integratorPwdSet: z.boolean(),
  integratorOptions: ZIntegratorOptions.nullable(),
  /** Which files are stored; their content only with `IncludeBlobItems=true`. */
  files: z.object({
    main: z.boolean(),
    logo: z.boolean(),
    footer: z.boolean(),
    signature: z.boolean(),
  }),
  xsltMain: z.string().nullable(),
  xsltLogo: z.string().nullable(),
  xsltFooter: z.string().nullable(),
  xsltSignature: z.string().nullable(),
  /** The main stylesheet failed on one of the store's documents: they show GİB's instead. */
  xsltMainBroken: ZBrokenXslt.nullable(),
});
export type TIntegratorConfig = z.infer<typeof ZIntegratorConfig>;
