import { closePdfBrowser } from './render-pdf';
import { closeRenderWorker } from './render-worker';

/** Stops the PDF browser and the render worker; the app calls it on shutdown. */
export async function closeRenderer(): Promise<void> {
  await Promise.all([closePdfBrowser(), closeRenderWorker()]);
}
