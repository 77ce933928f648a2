import { SaxesParser } from 'saxes';
import { turkishText } from '../../../shared/error-text';

export type TGibDocumentType = 'Invoice' | 'DespatchAdvice';

export type TGibAlias = {
  documentType: TGibDocumentType;
  name: string;
  creationTime: string | null;
  deletionTime: string | null;
};

/** One `User` of GİB's registered-user list (NewUserList.xsd). */
export type TGibUser = {
  identifier: string;
  title: string;
  type: 'OZEL' | 'KAMU';
  firstCreationTime: string | null;
  accountType: string | null;
  aliases: TGibAlias[];
};

type TGibListProblem = 'gibRootElement' | 'gibMalformed' | 'gibTruncated';
type TGibListParams = Record<string, string>;

/**
 * The file is not a user list GİB's schema allows; nothing of it is imported. `key` (under
 * errors.fields) and `params` name the problem for the form; the message is its Turkish text.
 */
export class GibUserListError extends Error {
  readonly key: `errors.fields.${TGibListProblem}`;
  readonly params: TGibListParams;
  constructor(problem: TGibListProblem, params: TGibListParams) {
    const key = `errors.fields.${problem}` as const;
    super(turkishText(key, params) ?? problem);
    this.name = 'GibUserListError';
    this.key = key;
    this.params = params;
  }
}

const IDENTIFIER = /^\d{10,11}$/;
const DOCUMENT_TYPES = new Set(['Invoice', 'DespatchAdvice']);
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?$/;

/** GİB writes local Turkish time without an offset; a value that is no date becomes null. */
export function parseGibTime(value: string | undefined): string | null {
  if (!value) return null;
  const date = new Date(LOCAL_TIME.test(value) ? `${value}+03:00` : value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

type TUserDraft = Partial<
  Record<'Identifier' | 'Title' | 'Type' | 'FirstCreationTime' | 'AccountType', string>
> & {
  aliases: TGibAlias[];
};
type TAliasDraft = { names: string[]; creationTime?: string; deletionTime?: string };

export type TGibParser = { write(text: string): void; close(): void; skipped(): number };

/**
 * A streaming (SAX) reader: memory stays bounded by one user, whatever the file size. Users
 * without a valid identifier or type are skipped and counted; broken XML or a root other than
 * UserList throws GibUserListError with its position.
 */
export function createGibUserParser(onUser: (user: TGibUser) => void): TGibParser {
  // Positions cost a third of the parse time; errors name the character offset instead.
  const parser = new SaxesParser({ position: false });
  let offset = 0;
  const path: string[] = [];
  let user: TUserDraft | null = null;
  let documentType: string | undefined;
  let alias: TAliasDraft | null = null;
  let text = '';
  let skipped = 0;

  const fail = (problem: TGibListProblem, params: TGibListParams = {}): never => {
    throw new GibUserListError(problem, { ...params, offset: offset.toLocaleString('en') });
  };

  parser.on('opentag', (tag) => {
    const name = tag.name.slice(tag.name.indexOf(':') + 1);
    if (path.length === 0 && name !== 'UserList') {
      fail('gibRootElement', { name });
    }
    path.push(name);
    text = '';
    if (name === 'User' && path.length === 2) user = { aliases: [] };
    else if (name === 'Document' && user) {
      const type = tag.attributes['type'];
      documentType = typeof type === 'string' ? type : type?.value;
    } else if (name === 'Alias' && user) alias = { names: [] };
  });
  parser.on('text', (chunk) => {
    // Only leaf values matter; the whitespace between elements is dropped without copying.
    if (user) text += chunk;
  });
  parser.on('cdata', (chunk) => {
    text += chunk;
  });
  parser.on('closetag', () => {
    const name = path.pop();
    const parent = path[path.length - 1];
    const value = text.trim();
    text = '';
    if (!user || !name) return;
    if (parent === 'User') {
      if (name !== 'Documents') user[name as keyof Omit<TUserDraft, 'aliases'>] = value;
    } else if (parent === 'Alias' && alias) {
      if (name === 'Name' && value) alias.names.push(value);
      else if (name === 'CreationTime') alias.creationTime = value;
      else if (name === 'DeletionTime') alias.deletionTime = value;
    }
    if (name === 'Alias' && alias) {
      if (documentType && DOCUMENT_TYPES.has(documentType)) {
        for (const aliasName of alias.names) {
          user.aliases.push({
            documentType: documentType as TGibDocumentType,
            name: aliasName,
            creationTime: parseGibTime(alias.creationTime),
            deletionTime: parseGibTime(alias.deletionTime),
          });
        }
      }
      alias = null;
    } else if (name === 'User') {
      const draft = user;
      user = null;
      const identifier = draft.Identifier ?? '';
      const type = draft.Type;
      if (!IDENTIFIER.test(identifier) || (type !== 'OZEL' && type !== 'KAMU') || !draft.Title) {
        skipped++;
        return;
      }
      onUser({
        identifier,
        title: draft.Title,
        type,
        firstCreationTime: parseGibTime(draft.FirstCreationTime),
        accountType: draft.AccountType || null,
        aliases: draft.aliases,
      });
    }
  });
  parser.on('error', (err) => {
    fail('gibMalformed', { cause: err.message.split('\n')[0] ?? '' });
  });

  return {
    write(chunk) {
      parser.write(chunk);
      offset += chunk.length;
    },
    close() {
      parser.close();
      if (path.length > 0) fail('gibTruncated');
    },
    skipped: () => skipped,
  };
}
