import { embeddedStylesheets, gibStylesheet, renderHtml, type TRenderOptions } from './render-html';
import { stylesheetHash } from './sef-compiler';
import { XsltError } from './xslt-error';

/** A tenant's stylesheets that failed on one of its documents (the app keeps them in the database). */
export type TBrokenStylesheets = {
  isBroken(hash: string): Promise<boolean>;
  markBroken(hash: string, failure: XsltError): Promise<void>;
};

// Renders through one tenant's stylesheet take turns (the sandbox pool runs one job per tenant at
// a time anyway): a failure is recorded before the next render asks, so it is paid once.
const turns = new Map<string, Promise<unknown>>();

function inTurn<T>(key: string, run: () => Promise<T>): Promise<T> {
  const mine = (turns.get(key) ?? Promise.resolve()).catch(() => undefined).then(run);
  turns.set(key, mine);
  const done = () => {
    if (turns.get(key) === mine) turns.delete(key);
  };
  mine.then(done, done);
  return mine;
}

/**
 * The document as HTML (renderHtml) through the stylesheet it embeds, unless that stylesheet
 * failed before on one of the tenant's documents. A stylesheet that fails here (an error, a
 * time-out, a limit) is marked broken and the document, like every later one that embeds it, is
 * rendered with GİB's stylesheet instead: the time-out is paid once, and the user sees the
 * document. GİB's own stylesheet is that fallback, so its failures are thrown as they are.
 */
export async function renderDocumentHtml(
  xml: string,
  opts: TRenderOptions & { broken: TBrokenStylesheets },
): Promise<string> {
  const { broken, ...render } = opts;
  const [embedded] = embeddedStylesheets(xml);
  if (embedded === undefined) return renderHtml(xml, render);
  const hash = stylesheetHash(embedded);
  return inTurn(`${render.tenant} ${hash}`, async () => {
    if (!(await broken.isBroken(hash))) {
      try {
        return await renderHtml(xml, render);
      } catch (err) {
        if (!(err instanceof XsltError) || embedded === gibStylesheet(xml, render.gibDir))
          throw err;
        await broken.markBroken(hash, err);
      }
    }
    return renderHtml(xml, { ...render, ignoreEmbedded: true });
  });
}
