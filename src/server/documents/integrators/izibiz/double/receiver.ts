import { childElement } from '../soap/xml-read';
import { DoubleFault, type THandlerContext } from './handler-kit';

/**
 * RECEIVER: a taxpayer of GİB's list for the document type, and when an alias is named, one of
 * its mailboxes (PK). İzibiz refuses the request otherwise.
 */
export function checkReceiver(ctx: THandlerContext, documentType: 'INVOICE' | 'DESPATCHADVICE') {
  const receiver = childElement(ctx.request, 'RECEIVER');
  const vkn = receiver?.getAttribute('vkn') ?? '';
  const alias = receiver?.getAttribute('alias') ?? '';
  if (!vkn) return;
  const user = ctx.state.gibUsers.get(vkn);
  const boxes = (user?.aliases ?? []).filter(
    (a) => a.unit === 'PK' && a.documentType === documentType,
  );
  if (boxes.length === 0) {
    throw new DoubleFault(
      10013,
      `Gönderilen istek geçersizdir. Hata sebebi ${vkn} e-belge mükellefi değil`,
    );
  }
  if (alias && !boxes.some((b) => b.alias === alias)) {
    throw new DoubleFault(
      10013,
      `Gönderilen istek geçersizdir. Hata sebebi ${alias} ${vkn} için tanımlı değil`,
    );
  }
}
