import { DocType } from '../../../shared/domain/enums';
import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { encryptSecret, integratorPwdBinding, otpBinding } from '../../lib/secrets';
import { SIMULATOR_PLUGIN_KEY } from '../reference/ensure-reference-data';
import { brands, devices } from '../schema/devices';
import { integratorProducts, integratorTaxpayerStatus } from '../schema/integrators';
import { invoiceSeries } from '../schema/series';
import { storeIntegratorConfigs, stores } from '../schema/stores';
import { tenants } from '../schema/tenants';
import { users } from '../schema/users';
import { DEMO_OTP_SECRET } from './demo-accounts';
import type { TOrganisation, TSeedUser } from './organisation-types';
import { HARDWARE_BRANDS, SOFTWARE_BRANDS } from './pools/devices';
import type { SeededRandom } from './random';

export type TOrgContext = {
  db: NodePgDatabase;
  org: TOrganisation;
  rand: SeededRandom;
  secretKey: Buffer;
  passwordHash: string;
  /** When the demo companies "joined": a little before the oldest document. */
  since: Date;
  now: Date;
};

const CONFIGURABLE_DOC_TYPES = new Set([1, 2, 7, 8]);

/** Inserts brands, tenants, users, stores, integrator configs, devices and series. */
export async function loadOrganisation(ctx: TOrgContext): Promise<{ integratorProductId: string }> {
  const { db, org, rand, since } = ctx;
  const brandIds = await loadBrands(ctx);
  const integratorProductId = await findSimulator(ctx);
  await db.insert(tenants).values(
    org.tenants.map((t) => ({
      id: t.id,
      name: t.spec.name,
      city: t.city.name,
      email: `info@${t.spec.domain}`,
      integrationId: `T-${t.spec.key.toUpperCase()}`,
      alternateId: t.vkn,
      webSite: `https://www.${t.spec.domain}`,
      phoneNumber: t.phoneNumber,
      address: t.address,
      generatedOn: since,
      lastAccess: new Date(ctx.now.getTime() - rand.int(1, 72) * 3_600_000),
      createdAt: since,
    })),
  );
  const allUsers = [...org.admins, ...org.tenants.flatMap((t) => t.users)];
  await db.insert(users).values(allUsers.map((u) => userRow(ctx, u)));
  for (const t of org.tenants)
    await db.update(tenants).set({ accountOwnerId: t.ownerId }).where(eq(tenants.id, t.id));
  const storeList = org.tenants.flatMap((t) => t.stores.map((s) => ({ t, s })));
  await db.insert(stores).values(
    storeList.map(({ t, s }) => ({
      tenantId: t.id,
      id: s.id,
      name: s.name,
      taxOffice: s.taxOffice,
      taxNo: s.taxNo,
      website: `https://www.${t.spec.domain}`,
      email: s.email,
      phoneNumber: s.phoneNumber,
      fax: null,
      integrationId: s.integrationId,
      gbAlias: s.gbAlias,
      room: s.room,
      streetName: `${s.neighbourhood} ${s.street}`,
      buildingName: s.buildingName,
      buildingNumber: s.buildingNumber,
      citySubdivisionName: s.district,
      cityName: s.city.name,
      postalZone: s.postalZone,
      countryName: 'Türkiye',
      isActive: s.isActive,
      tradeRegisterNo: s.tradeRegisterNo,
      mersisNo: s.mersisNo,
      sendEDocumentEmailCopyTo: `arsiv@${t.spec.domain}`,
      commercialInvoiceEnabled: t.spec.docTypes.some(([d]) => d === 1),
      createdAt: since,
    })),
  );
  await db.insert(storeIntegratorConfigs).values(
    storeList.flatMap(({ t, s }) =>
      t.spec.docTypes
        .filter(([d]) => CONFIGURABLE_DOC_TYPES.has(d))
        .map(([docType]) => ({
          tenantId: t.id,
          id: rand.uuid(),
          storeId: s.id,
          docType,
          gbAlias: docType === DocType.eFatura ? s.gbAlias : null,
          integratorProductId,
          integratorUid: s.integrationId,
          integratorPwdEncrypted: encryptSecret(
            `demo-${s.integrationId}`,
            ctx.secretKey,
            integratorPwdBinding({ tenantId: t.id, storeId: s.id, docType }),
          ),
          integratorOptions: docType === DocType.eArsiv ? { sendingType: 'ELEKTRONIK' } : {},
        })),
    ),
  );
  await db.insert(devices).values(
    storeList.flatMap(({ t, s }) =>
      s.devices.map((d) => ({
        tenantId: t.id,
        id: d.id,
        storeId: s.id,
        hardwareBrandId: brandIds.get(`1:${d.hardwareBrand}`) ?? null,
        softwareBrandId: brandIds.get(`2:${d.softwareBrand}`) ?? null,
        serialNumber: d.serialNumber,
        brand: d.hardwareBrand,
        model: d.model,
        clientType: d.clientType,
        certificationType: d.certificationType,
        deviceKind: d.deviceKind,
        description: d.description,
        integrationId: d.integrationId,
        posVersion: d.posVersion,
        createdAt: since,
      })),
    ),
  );
  await db.insert(invoiceSeries).values(
    storeList.flatMap(({ t, s }) =>
      s.series.map((series) => ({
        tenantId: t.id,
        id: series.id,
        storeId: s.id,
        docType: series.docType,
        prefix: series.prefix,
        createdAt: since,
      })),
    ),
  );
  await db.insert(integratorTaxpayerStatus).values(
    org.tenants.map((t, i) => ({
      integratorProductId,
      taxNo: t.vkn,
      name: t.spec.name,
      // One taxpayer offline, so the online/offline display has something to show.
      isOnline: i !== org.tenants.length - 1,
      offlineReason: i === org.tenants.length - 1 ? 'Entegratör bakım çalışması' : null,
      onlineDate: since,
    })),
  );
  return { integratorProductId };
}

function userRow(ctx: TOrgContext, u: TSeedUser) {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    phoneNumber: u.phoneNumber,
    userType: u.userType,
    tenantId: u.tenantId,
    isTenantOwner: u.isTenantOwner,
    manageAdminUsers: u.manageAdminUsers,
    permissions: u.permissions ? [...u.permissions] : null,
    passwordHash: ctx.passwordHash,
    otpSecret: u.otp ? encryptSecret(DEMO_OTP_SECRET, ctx.secretKey, otpBinding(u.id)) : null,
    otpEnabled: u.otp,
    isActive: u.isActive,
    createdAt: ctx.since,
  };
}

async function loadBrands(ctx: TOrgContext): Promise<Map<string, string>> {
  const rows = [
    ...HARDWARE_BRANDS.map((b) => ({ brandType: 1, name: b.name, description: b.description })),
    ...SOFTWARE_BRANDS.map((b) => ({ brandType: 2, name: b.name, description: b.description })),
  ];
  await ctx.db
    .insert(brands)
    .values(rows.map((r) => ({ ...r, id: ctx.rand.uuid() })))
    .onConflictDoNothing();
  const stored = await ctx.db
    .select({ id: brands.id, brandType: brands.brandType, name: brands.name })
    .from(brands);
  return new Map(stored.map((b) => [`${b.brandType}:${b.name}`, b.id]));
}

/** The simulator product comes with the reference data (ensureReferenceData runs first). */
async function findSimulator(ctx: TOrgContext): Promise<string> {
  const found = await ctx.db
    .select({ id: integratorProducts.id })
    .from(integratorProducts)
    .where(eq(integratorProducts.pluginKey, SIMULATOR_PLUGIN_KEY))
    .limit(1);
  if (!found[0])
    throw new Error('The simulator integrator product is missing: run ensureReferenceData first.');
  return found[0].id;
}
