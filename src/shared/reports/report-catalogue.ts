import { z } from 'zod';
import { REPORT_CODES, REPORTS_WITHOUT_DOC_TYPE } from './report-codes';

/** Spec §3 Report parameters: what the download form asks for (a period always). */
export const REPORT_PARAMETER_NAMES = ['startDate', 'endDate', 'storeId', 'docType'] as const;
const PARAMETER_TYPES = {
  startDate: 'date',
  endDate: 'date',
  storeId: 'store',
  docType: 'docType',
};

export const ZReportParameter = z
  .object({
    name: z.enum(REPORT_PARAMETER_NAMES),
    type: z.enum(['date', 'store', 'docType']),
    required: z.boolean(),
  })
  .refine((p) => PARAMETER_TYPES[p.name] === p.type, {
    message: 'reports.validation.parameterType',
    path: ['type'],
  });
export type TReportParameter = z.infer<typeof ZReportParameter>;

export const ZReportParameters = z
  .array(ZReportParameter)
  .max(REPORT_PARAMETER_NAMES.length)
  .refine((list) => new Set(list.map((p) => p.name)).size === list.length, {
    message: 'reports.validation.parameterTwice',
  });

/** Spec §3 Report group. */
export const ZReportGroup = z.object({
  id: z.uuid(),
  name: z.string(),
  priority: z.number().int(),
  isActive: z.boolean(),
});
export type TReportGroup = z.infer<typeof ZReportGroup>;

export const ZReportGroupInput = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'reports.validation.nameLength')
    .max(100, 'reports.validation.nameLength'),
  priority: z.number().int().min(0).max(9999),
  isActive: z.boolean(),
});
export type TReportGroupInput = z.infer<typeof ZReportGroupInput>;
export const ZReportGroupUpdate = ZReportGroupInput.extend({ id: z.uuid() });
export type TReportGroupUpdate = z.infer<typeof ZReportGroupUpdate>;

/** Spec §4: a report group's active flag can be switched (several at once). */
export const ZReportGroupActivation = z.object({
  groupList: z
    .array(z.object({ id: z.uuid(), isActive: z.boolean() }))
    .min(1)
    .max(100),
});
export type TReportGroupActivation = z.infer<typeof ZReportGroupActivation>;

/** Spec §3 Report: a definition; `code` names the generator that builds it. */
export const ZReportDefinition = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  priority: z.number().int(),
  reportGroupId: z.uuid(),
  fileName: z.string().nullable(),
  parameters: z.array(ZReportParameter),
});
export type TReportDefinition = z.infer<typeof ZReportDefinition>;

/** A file name without a path or an extension of its own: the format adds .pdf or .xlsx. */
const FILE_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

const ZReportDefinitionFields = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'reports.validation.nameLength')
    .max(100, 'reports.validation.nameLength'),
  code: z.enum(REPORT_CODES),
  priority: z.number().int().min(0).max(9999),
  reportGroupId: z.uuid(),
  fileName: z.string().trim().regex(FILE_NAME, 'reports.validation.fileName'),
  parameters: ZReportParameters,
});

const docTypeRule = (d: z.infer<typeof ZReportDefinitionFields>) =>
  !REPORTS_WITHOUT_DOC_TYPE.includes(d.code) || !d.parameters.some((p) => p.name === 'docType');
const DOC_TYPE_RULE = { message: 'reports.validation.docTypeNotUsed', path: ['parameters'] };

export const ZReportDefinitionInput = ZReportDefinitionFields.refine(docTypeRule, DOC_TYPE_RULE);
export type TReportDefinitionInput = z.infer<typeof ZReportDefinitionInput>;
export const ZReportDefinitionUpdate = ZReportDefinitionFields.extend({ id: z.uuid() }).refine(
  docTypeRule,
  DOC_TYPE_RULE,
);
export type TReportDefinitionUpdate = z.infer<typeof ZReportDefinitionUpdate>;

/** What `/reports` lists: groups in priority order, each with its reports. */
export const ZReportCatalogue = z.object({
  groups: z.array(ZReportGroup.extend({ reports: z.array(ZReportDefinition) })),
});
export type TReportCatalogue = z.infer<typeof ZReportCatalogue>;
