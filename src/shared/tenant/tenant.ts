import { z } from 'zod';
import { ZPagedQuery } from '../list/list-params';
import { ZPage } from '../list/page-envelope';
import { ZQueryBoolean } from '../list/query-boolean';
import { ZSortParam } from '../list/sort-param';
import { optionalPhone, optionalText, requiredText, ZEmailField } from './fields';

/** Spec §3 Tenant; the owner's contact details only with `exposeSensitiveData=true`. */
export const ZTenant = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string().nullable(),
  email: z.string().nullable(),
  isActive: z.boolean(),
  integrationId: z.string().nullable(),
  alternateId: z.string().nullable(),
  webSite: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  ownerProductId: z.string().nullable(),
  generatedOn: z.iso.datetime({ offset: true }),
  lastAccess: z.iso.datetime({ offset: true }).nullable(),
  accountOwnerId: z.uuid().nullable(),
  accountOwnerFirstName: z.string().nullable(),
  accountOwnerLastName: z.string().nullable(),
  accountOwnerPhoneNumber: z.string().nullable(),
  accountOwnerEmail: z.string().nullable(),
});
export type TTenant = z.infer<typeof ZTenant>;

export const TENANT_SORT_FIELDS = ['name', 'city', 'isActive', 'generatedOn'] as const;
export const ZTenantSort = ZSortParam(TENANT_SORT_FIELDS);

export const ZTenantListQuery = ZPagedQuery.extend({
  sort: ZTenantSort.optional(),
  isActive: ZQueryBoolean.optional(),
  exposeSensitiveData: ZQueryBoolean.default(false),
});
export type TTenantListQuery = z.infer<typeof ZTenantListQuery>;

export const ZTenantList = ZPage(ZTenant);
export type TTenantList = z.infer<typeof ZTenantList>;

export const ZTenantIdQuery = z.object({ id: z.uuid() });
export const ZTenantDeleteQuery = z.object({ Id: z.uuid() });

/** `PUT /api/tenant {id,name,phoneNumber,address}` (spec §7). */
export const ZUpdateTenantInput = z.object({
  id: z.uuid(),
  name: requiredText(200),
  phoneNumber: optionalPhone,
  address: optionalText(500),
});
export type TUpdateTenantInput = z.input<typeof ZUpdateTenantInput>;

/** `POST /api/user/customer`: the company and its owner, who is invited by e-mail. */
export const ZCreateCustomerInput = z.object({
  name: requiredText(200),
  city: optionalText(100),
  address: optionalText(500),
  phoneNumber: optionalPhone,
  webSite: optionalText(200),
  email: z
    .union([z.literal(''), ZEmailField])
    .optional()
    .transform((value) => value || null),
  ownerFirstName: requiredText(100),
  ownerLastName: requiredText(100),
  ownerEmail: ZEmailField,
  ownerPhoneNumber: optionalPhone,
});
export type TCreateCustomerInput = z.input<typeof ZCreateCustomerInput>;

/** `PUT /api/User/Email`: the tenant owner's sign-in address. */
export const ZOwnerEmailInput = z.object({ tenantId: z.uuid(), email: ZEmailField });
export type TOwnerEmailInput = z.input<typeof ZOwnerEmailInput>;

/** `PUT /api/tenant/activation {tenantList:[{id,isActive}]}` (spec §4 bulk activation). */
export const ZTenantActivationInput = z.object({
  tenantList: z
    .array(z.object({ id: z.uuid(), isActive: z.boolean() }))
    .min(1)
    .max(100),
});
export type TTenantActivationInput = z.input<typeof ZTenantActivationInput>;

export const ZTenantActivationResult = z.object({ updated: z.number().int() });
export const ZTenantDeleteResult = z.object({ deleted: z.literal(true) });
