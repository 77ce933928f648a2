import { defaultParser, type Token } from '@odata/parser';
import { ODATA_LIMITS } from '../../../shared/odata/odata-query';
import { odataError, parenDepth, syntaxError, tooComplex, type TODataOption } from './odata-errors';
import { memberName } from './odata-filter-parse';

export type TOrderBy = { field: string; direction: 'asc' | 'desc' };
/** `*` (or no `$select`) means every field of the entity. */
export type TSelect = string[] | '*';
export type TExpand = { navigation: string; select: TSelect };

type TOptionType = 'OrderBy' | 'Select' | 'Expand' | 'Search';

/** One query option read by the OData parser; the whole text must be that one option. */
function parseOption(option: TODataOption, type: TOptionType, text: string): Token {
  const source = `${option}=${text.trim()}`;
  if (text.length > ODATA_LIMITS.maxOptionLength || parenDepth(text) > ODATA_LIMITS.maxParenDepth) {
    throw tooComplex(option);
  }
  let token: Token;
  try {
    token = defaultParser.query(source);
  } catch (e) {
    throw syntaxError(option, e);
  }
  const options = (token?.value?.options ?? []) as Token[];
  const [only] = options;
  if (options.length !== 1 || only?.type !== type || token.next !== source.length) {
    throw syntaxError(option, null);
  }
  return only;
}

/** `$orderby=invoiceDate desc,invoiceNo`: fields of the entity only, at most a few. */
export function parseOrderBy(text: string): TOrderBy[] {
  const items = parseOption('$orderby', 'OrderBy', text).value.items as Token[];
  if (items.length > ODATA_LIMITS.maxOrderBy) {
    throw odataError('orderby', '$orderby', { max: ODATA_LIMITS.maxOrderBy });
  }
  return items.map((item) => {
    const expr = item.value.expr as Token;
    const member = expr.type === 'CommonExpression' ? (expr.value as Token) : expr;
    const field = memberName(member, '$orderby');
    return { field, direction: item.value.direction === -1 ? 'desc' : 'asc' };
  });
}

function selectItems(items: Token[], invalid: (detail: string) => Error): TSelect {
  const names: string[] = [];
  for (const item of items) {
    if (item.value?.value === '*') return '*';
    const path = item.value as Token;
    const property = path?.value as Token | undefined;
    const name = property?.value?.name;
    if (path?.type !== 'SelectPath' || typeof name !== 'string') {
      throw invalid(String(item.raw).slice(0, 60));
    }
    names.push(name);
  }
  return names;
}

/** `$select=id,invoiceNo` or `*`: plain fields, no paths. */
export function parseSelect(text: string): TSelect {
  const items = parseOption('$select', 'Select', text).value.items as Token[];
  return selectItems(items, (detail) => odataError('select', '$select', { detail }));
}

/** `$expand=store($select=name),device`: one level of navigation, only `$select` inside. */
export function parseExpand(text: string, known: readonly string[]): TExpand[] {
  const items = parseOption('$expand', 'Expand', text).value.items as Token[];
  return items.map((item) => {
    const path = (item.value.path?.value ?? []) as Token[];
    const options = (item.value.options ?? []) as Token[];
    const navigation = path[0]?.value?.name;
    const invalid = (detail = String(item.raw).slice(0, 60)) =>
      odataError('expand', '$expand', { known: known.join(', ') || '-', detail });
    if (path.length !== 1 || typeof navigation !== 'string' || !known.includes(navigation)) {
      throw invalid();
    }
    if (options.some((o) => o.type !== 'Select') || options.length > 1) throw invalid();
    const select = options[0] ? selectItems(options[0].value.items as Token[], invalid) : '*';
    return { navigation, select };
  });
}

/** `$search=word` or `$search="a phrase"`; the expression forms (AND, OR, NOT) are refused. */
export function parseSearch(text: string): string {
  const token = parseOption('$search', 'Search', text).value as Token;
  const value = token?.value;
  const plain = token?.type === 'SearchWord' || token?.type === 'SearchPhrase';
  if (!plain || typeof value !== 'string' || value.trim().length === 0) {
    throw odataError('search', '$search');
  }
  if (value.length > ODATA_LIMITS.maxSearchLength) throw tooComplex('$search');
  return value.trim();
}
