import { defaultParser, type Token } from '@odata/parser';
import { ODATA_LIMITS } from '../../../shared/odata/odata-query';
import { odataError, parenDepth, syntaxError, tooComplex, type TODataOption } from './odata-errors';

/** A value written in a query, typed by how it was written (OData ABNF primitive literals). */
export type TLiteral =
  | { kind: 'null' }
  | { kind: 'string'; value: string }
  | { kind: 'integer'; value: number }
  | { kind: 'decimal'; value: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'guid'; value: string }
  | { kind: 'date'; value: string }
  | { kind: 'datetime'; value: string };

export type TCompareOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';

/** The `$filter` tree this server answers: comparisons of a field with a value, and contains. */
export type TFilter =
  | { kind: 'and' | 'or'; left: TFilter; right: TFilter }
  | { kind: 'not'; operand: TFilter }
  | { kind: 'compare'; op: TCompareOp; field: string; value: TLiteral }
  | { kind: 'contains'; field: string; value: string }
  | { kind: 'field'; field: string };

const COMPARISONS: Record<string, TCompareOp> = {
  EqualsExpression: 'eq',
  NotEqualsExpression: 'ne',
  GreaterThanExpression: 'gt',
  GreaterOrEqualsExpression: 'ge',
  LesserThanExpression: 'lt',
  LesserOrEqualsExpression: 'le',
};
/** `a lt b` read from the field's side when the value is written first (`2 lt status`). */
const FLIPPED: Record<TCompareOp, TCompareOp> = {
  eq: 'eq',
  ne: 'ne',
  gt: 'lt',
  ge: 'le',
  lt: 'gt',
  le: 'ge',
};
const INTEGER_TYPES = ['Edm.SByte', 'Edm.Byte', 'Edm.Int16', 'Edm.Int32', 'Edm.Int64'];
const DECIMAL_TYPES = ['Edm.Decimal', 'Edm.Double', 'Edm.Single'];

/** The single property a member expression names; paths (`store/name`) are not filterable. */
export function memberName(token: Token, option: TODataOption): string {
  const property = token.value?.value;
  const identifier = property?.value;
  if (
    token.type !== 'FirstMemberExpression' ||
    property?.type !== 'PropertyPathExpression' ||
    identifier?.type !== 'ODataIdentifier' ||
    typeof identifier.value?.name !== 'string'
  ) {
    throw odataError('field', option, { field: String(token.raw).slice(0, 60) });
  }
  return identifier.value.name;
}

/** A literal's value, null for one this server does not read (durations, binaries, INF, …). */
export function literal(token: Token): TLiteral | null {
  const raw = String(token.raw);
  const type = String(token.value);
  if (type === 'null') return { kind: 'null' };
  if (type === 'Edm.String') return { kind: 'string', value: raw.slice(1, -1).replace(/''/g, "'") };
  if (type === 'Edm.Boolean') return { kind: 'boolean', value: raw === 'true' };
  if (type === 'Edm.Guid') return { kind: 'guid', value: raw.toLowerCase() };
  if (type === 'Edm.Date') return { kind: 'date', value: raw };
  if (type === 'Edm.DateTimeOffset') return { kind: 'datetime', value: raw };
  if (INTEGER_TYPES.includes(type) && Number.isSafeInteger(Number(raw))) {
    return { kind: 'integer', value: Number(raw) };
  }
  if (DECIMAL_TYPES.includes(type) && /^-?\d+(\.\d+)?$/.test(raw)) {
    return { kind: 'decimal', value: raw };
  }
  return null;
}

function literalFor(field: string, token: Token): TLiteral {
  const value = literal(token);
  if (!value)
    throw odataError('literal', '$filter', { field, detail: String(token.raw).slice(0, 60) });
  return value;
}

function isMember(token: Token): boolean {
  return token.type === 'FirstMemberExpression';
}

function comparison(op: TCompareOp, left: Token, right: Token): TFilter {
  if (isMember(left) && right.type === 'Literal') {
    const field = memberName(left, '$filter');
    return { kind: 'compare', op, field, value: literalFor(field, right) };
  }
  if (left.type === 'Literal' && isMember(right)) {
    const field = memberName(right, '$filter');
    return { kind: 'compare', op: FLIPPED[op], field, value: literalFor(field, left) };
  }
  throw odataError('operator', '$filter', { detail: 'a comparison of a field with a value' });
}

function methodCall(token: Token): TFilter {
  const { method, parameters } = token.value as { method: string; parameters: Token[] };
  const [member, text] = parameters;
  if (method !== 'contains' || parameters.length !== 2 || !member || !text) {
    throw odataError('function', '$filter', { detail: `${method}()` });
  }
  const value = text.type === 'Literal' ? literal(text) : null;
  if (!isMember(member) || value?.kind !== 'string') {
    throw odataError('function', '$filter', { detail: "contains(field, 'text')" });
  }
  return { kind: 'contains', field: memberName(member, '$filter'), value: value.value };
}

type TWalk = { terms: number };

function toFilter(token: Token, walk: TWalk): TFilter {
  const type = String(token.type);
  const op = COMPARISONS[type];
  if (op) {
    walk.terms += 1;
    return comparison(op, token.value.left, token.value.right);
  }
  switch (type) {
    case 'CommonExpression':
    case 'BoolParenExpression':
    case 'ParenExpression':
      return toFilter(token.value, walk);
    case 'AndExpression':
    case 'OrExpression':
      return {
        kind: type === 'AndExpression' ? 'and' : 'or',
        left: toFilter(token.value.left, walk),
        right: toFilter(token.value.right, walk),
      };
    case 'NotExpression':
      // The parser lets `not` take everything after it (`not (a) and b` as `not (a and b)`), where
      // OData gives it only the next operand: such a filter is refused rather than misread.
      if (['AndExpression', 'OrExpression'].includes(String(token.value?.type))) {
        throw odataError('notScope', '$filter');
      }
      return { kind: 'not', operand: toFilter(token.value, walk) };
    case 'MethodCallExpression':
      walk.terms += 1;
      return methodCall(token);
    case 'FirstMemberExpression':
      walk.terms += 1;
      return { kind: 'field', field: memberName(token, '$filter') };
    default:
      throw odataError('operator', '$filter', { detail: String(token.raw).slice(0, 60) });
  }
}

/** `$filter`, read by the OData parser within the size limits, as this server's filter tree. */
export function parseFilter(text: string): TFilter {
  const source = text.trim();
  if (
    source.length > ODATA_LIMITS.maxOptionLength ||
    parenDepth(source) > ODATA_LIMITS.maxParenDepth
  ) {
    throw tooComplex('$filter');
  }
  let token: Token;
  try {
    token = defaultParser.filter(source);
  } catch (e) {
    throw syntaxError('$filter', e);
  }
  if (!token || token.next !== source.length) throw syntaxError('$filter', null);
  const walk: TWalk = { terms: 0 };
  const filter = toFilter(token, walk);
  if (walk.terms > ODATA_LIMITS.maxTerms) throw tooComplex('$filter');
  return filter;
}
