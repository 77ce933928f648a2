import { closePdfBrowser } from './render-pdf';
import { closeSandboxPool } from './sandbox/sandbox-pool';

/** Stops the PDF browser and the stylesheet processes; the app calls it on shutdown. */
export async function closeRenderer(): Promise<void> {
  closeSandboxPool();
  await closePdfBrowser();
}
