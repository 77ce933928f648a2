import type { TDb } from '../../db/database';
import { findBrokenStylesheets } from '../../documents/rendering/broken-stylesheets.repository';
import { stylesheetText } from '../../documents/rendering/render-html';
import { stylesheetHash } from '../../documents/rendering/sef-compiler';
import type { TBrokenXslt } from '../../../shared/store/broken-xslt';

type TMainStylesheet = { xsltMain: string | null };

const hashOf = (config: TMainStylesheet) =>
  config.xsltMain === null
    ? undefined
    : stylesheetHash(stylesheetText(Buffer.from(config.xsltMain, 'base64')));

/**
 * Which of a store's main stylesheets failed on one of the tenant's documents: their documents
 * embed them byte for byte, so the hash of the stored file is the one the renderer marked.
 */
export async function brokenMainStylesheets(
  db: Pick<TDb, 'select'>,
  tenantId: string,
  configs: readonly TMainStylesheet[],
): Promise<(config: TMainStylesheet) => TBrokenXslt | null> {
  const hashes = new Map(configs.map((c) => [c, hashOf(c)]));
  const defined = [...hashes.values()].filter((h): h is string => h !== undefined);
  const broken = await findBrokenStylesheets(db, tenantId, defined);
  return (config) => {
    const hash = hashes.get(config);
    return hash === undefined ? null : (broken.get(hash) ?? null);
  };
}
