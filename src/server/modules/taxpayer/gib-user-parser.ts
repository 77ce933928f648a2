import { SaxesParser } from 'saxes';

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

/** The file is not a user list GİB's schema allows; nothing of it is imported. */
export class GibUserListError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GibUserListError';
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

  const fail = (message: string): never => {
    throw new GibUserListError(`${message} (karakter/character ~${offset.toLocaleString('en')})`);
  };

  parser.on('opentag', (tag) => {
    const name = tag.name.slice(tag.name.indexOf(':') + 1);
    if (path.length === 0 && name !== 'UserList') {
      fail(
        `Kök öğe UserList olmalı, ${name} bulundu. / The root element must be UserList, found ${name}`,
      );
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
    fail(`Bozuk XML: ${err.message.split('\n')[0]} / Malformed XML`);
  });

  return {
    write(chunk) {
      parser.write(chunk);
      offset += chunk.length;
    },
    close() {
      parser.close();
      if (path.length > 0) fail('Dosya eksik bitti. / The file ends early');
    },
    skipped: () => skipped,
  };
}
