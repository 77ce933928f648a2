import { and } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { dataScopeOf, type TScope } from '../../plugins/app/scope';
import { canViewArea } from '../../../shared/auth/permissions';
import {
  ODATA_ENTITIES,
  ODATA_LIMITS,
  type TODataQuery,
  type TODataResponse,
} from '../../../shared/odata/odata-query';
import { isODataEntity, ODATA_MODEL, type TEntity } from './odata-entities';
import { odataError, type TODataOption } from './odata-errors';
import { parseFilter } from './odata-filter-parse';
import {
  parseExpand,
  parseOrderBy,
  parseSearch,
  parseSelect,
  type TSelect,
} from './odata-options-parse';
import { fieldOf, filterSql, orderSql, searchSql } from './odata-sql';
import { runODataQuery, type TODataPlan } from './odata.repository';

function entityOf(name: string, scope: TScope): TEntity {
  if (!isODataEntity(name)) {
    throw new AppError('NOT_FOUND', {
      reason: 'odataEntity',
      entity: name,
      known: ODATA_ENTITIES.join(', '),
    });
  }
  const entity = ODATA_MODEL[name];
  if (!canViewArea(scope, entity.area)) throw new AppError('FORBIDDEN', { reason: 'notAllowed' });
  return entity;
}

function columnsOf(entity: TEntity, select: TSelect, option: TODataOption) {
  const names = select === '*' ? Object.keys(entity.fields) : [...new Set(select)];
  return Object.fromEntries(
    names.map((name) => [name, fieldOf(entity, name, option).column]),
  ) as Record<string, AnyPgColumn>;
}

function expandsOf(
  entity: TEntity,
  scope: TScope,
  text: string | undefined,
): TODataPlan['expands'] {
  if (!text) return [];
  const expands = new Map<string, TODataPlan['expands'][number]>();
  for (const { navigation: name, select } of parseExpand(text, Object.keys(entity.navigations))) {
    const navigation = entity.navigations[name];
    if (!navigation) throw odataError('expand', '$expand', { known: '-', detail: name });
    const target = ODATA_MODEL[navigation.target];
    // An expanded row is shown only to those who may view its own list (spec §6 areas).
    if (!canViewArea(scope, target.area)) throw new AppError('FORBIDDEN', { reason: 'notAllowed' });
    expands.set(name, { name, navigation, target, columns: columnsOf(target, select, '$expand') });
  }
  return [...expands.values()];
}

const outValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * Spec §7 OData over documents, sale transactions, stores and devices: options read by the OData
 * parser, names checked against each entity's allow-list, values bound as parameters, always in the
 * caller's tenant (and store in store mode).
 */
export async function queryOData(
  db: TDb,
  scope: TScope,
  entityName: string,
  query: TODataQuery,
): Promise<TODataResponse> {
  const entity = entityOf(entityName, scope);
  const top = query.$top ?? ODATA_LIMITS.defaultTop;
  if (top > ODATA_LIMITS.maxTop) throw odataError('top', '$top', { max: ODATA_LIMITS.maxTop });
  const plan: TODataPlan = {
    entity,
    columns: columnsOf(entity, query.$select ? parseSelect(query.$select) : '*', '$select'),
    expands: expandsOf(entity, scope, query.$expand),
    where: and(
      query.$filter ? filterSql(entity, parseFilter(query.$filter)) : undefined,
      query.$search ? searchSql(entity, parseSearch(query.$search)) : undefined,
    ),
    order: orderSql(entity, query.$orderby ? parseOrderBy(query.$orderby) : entity.defaultOrder),
    top,
    skip: query.$skip ?? 0,
    count: query.$count === 'true',
  };
  const { rows, total } = await runODataQuery(db, dataScopeOf(scope), plan);
  const value = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const name of Object.keys(plan.columns)) out[name] = outValue(row[`f__${name}`]);
    for (const expand of plan.expands) {
      const fields = Object.keys(expand.columns).map((name) => [
        name,
        outValue(row[`e__${expand.name}__${name}`]),
      ]);
      out[expand.name] = row[`k__${expand.name}`] === null ? null : Object.fromEntries(fields);
    }
    return out;
  });
  return total === undefined ? { value } : { '@odata.count': total, value };
}
