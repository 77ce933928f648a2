import type { TIzibizClient } from './izibiz-client';
import { checkUser, type TGibUserAlias } from './taxpayer';

const TTL_MS = 60 * 60 * 1000;
const cache = new Map<string, { at: number; aliases: Promise<TGibUserAlias[]> }>();

export type TDocumentAliases = 'INVOICE' | 'DESPATCHADVICE';

/**
 * A taxpayer's aliases in GİB's list, as İzibiz's CheckUser gives them, kept an hour per
 * credential: SENDER takes the supplier's GB alias, RECEIVER the buyer's PK alias.
 */
export function aliasesOf(
  client: TIzibizClient,
  vkn: string,
  documentType: TDocumentAliases,
): Promise<TGibUserAlias[]> {
  const key = [client.endpoint.baseUrl, client.credential.username, vkn, documentType].join('|');
  const cached = cache.get(key);
  if (cached && Date.now() - cached.at < TTL_MS) return cached.aliases;
  const aliases = checkUser(client, vkn, documentType).then((r) => r.aliases);
  cache.set(key, { at: Date.now(), aliases });
  aliases.catch(() => cache.delete(key));
  return aliases;
}

/** SENDER and RECEIVER of a request: VKNs from the document, aliases from GİB's list. */
export async function partiesOf(
  client: TIzibizClient,
  taxNos: { supplier: string | null; customer: string | null },
  documentType: TDocumentAliases,
): Promise<{
  sender: { vkn: string; alias?: string };
  receiver: { vkn: string; alias: string } | null;
}> {
  const supplier = taxNos.supplier ?? '';
  const customer = taxNos.customer ?? '';
  const [own, theirs] = await Promise.all([
    supplier ? aliasesOf(client, supplier, documentType) : Promise.resolve([]),
    customer ? aliasesOf(client, customer, documentType) : Promise.resolve([]),
  ]);
  const gb = own.find((a) => a.unit === 'GB')?.alias;
  const pk = theirs.find((a) => a.unit === 'PK')?.alias;
  return {
    sender: gb ? { vkn: supplier, alias: gb } : { vkn: supplier },
    receiver: pk ? { vkn: customer, alias: pk } : null,
  };
}
