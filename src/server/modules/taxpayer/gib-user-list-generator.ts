import { makeTckn, makeVkn, type TRandomSource } from '../../../shared/domain/tax-id';

export type TGibListOptions = {
  users: number;
  seed?: number;
  /** Every n-th user also receives e-İrsaliye (DespatchAdvice aliases). */
  despatchEvery?: number;
  /** Every n-th user carries an extra alias that GİB has deleted. */
  deletedEvery?: number;
};

function mulberry32(seed: number): TRandomSource {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['ANADOLU', 'EGE', 'ÇINAR', 'ŞİŞLİ', 'GÜNEŞ', 'YILDIZ', 'MARMARA', 'KARADENİZ'];
const KINDS = ['TİCARET A.Ş.', 'GIDA LTD. ŞTİ.', 'İNŞAAT A.Ş.', 'TEKSTİL LTD. ŞTİ.'];
const ACCOUNT_TYPES = ['OZELENTEGRASYON', 'ENTEGRASYON', 'GIBPORTAL'];

const alias = (name: string, created: string, deleted?: string) =>
  `<Alias><Name>${name}</Name><CreationTime>${created}</CreationTime>${
    deleted ? `<DeletionTime>${deleted}</DeletionTime>` : ''
  }</Alias>`;

/** One `User` element as GİB writes it (NewUserList.xsd), with PK and GB aliases. */
function userXml(i: number, rand: TRandomSource, opts: TGibListOptions): string {
  const person = i % 5 === 4;
  const id = person ? makeTckn(rand) : makeVkn(rand);
  const word = WORDS[i % WORDS.length] ?? 'ANADOLU';
  const title = person ? `${word} ESNAF ${i}` : `${word} ${KINDS[i % KINDS.length] ?? ''} ${i}`;
  const domain = `f${i}.com.tr`;
  const created = `20${10 + (i % 15)}-0${1 + (i % 9)}-1${i % 10}T10:2${i % 10}:33`;
  let invoice =
    alias(`urn:mail:defaultpk@${domain}`, created) + alias(`urn:mail:defaultgb@${domain}`, created);
  if (opts.deletedEvery && i % opts.deletedEvery === 0) {
    invoice += alias(`urn:mail:eskipk@${domain}`, created, '2024-01-02T09:00:00');
  }
  let documents = `<Document type="Invoice">${invoice}</Document>`;
  if (opts.despatchEvery && i % opts.despatchEvery === 0) {
    documents += `<Document type="DespatchAdvice">${alias(`urn:mail:irsaliyepk@${domain}`, created)}</Document>`;
  }
  return `<User><Identifier>${id}</Identifier><Title>${title}</Title><Type>${
    i % 97 === 0 ? 'KAMU' : 'OZEL'
  }</Type><FirstCreationTime>${created}</FirstCreationTime><AccountType>${
    ACCOUNT_TYPES[i % ACCOUNT_TYPES.length]
  }</AccountType><Documents>${documents}</Documents></User>\n`;
}

/** A synthetic registered-user list, yielded in chunks so any size streams to a file. */
export async function* generateGibUserList(opts: TGibListOptions): AsyncGenerator<string> {
  const rand = mulberry32(opts.seed ?? 1);
  yield '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<UserList>\n';
  let chunk = '';
  for (let i = 1; i <= opts.users; i++) {
    chunk += userXml(i, rand, opts);
    if (chunk.length > 64_000) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</UserList>\n`;
}
