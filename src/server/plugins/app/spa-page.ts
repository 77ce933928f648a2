import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { STYLE_NONCE_META } from '../../../shared/style-nonce';
import { pageContentSecurityPolicy } from '../external/content-security-policy';

/**
 * The app's index.html with a nonce of its own in a meta element, and a content security policy
 * that lets only style elements carrying that nonce in (the web app hands it to Mantine). Read
 * at each load, so a rebuild is served without a restart.
 */
export async function sendAppPage(reply: FastifyReply, indexFile: string) {
  const nonce = crypto.randomBytes(16).toString('base64');
  const html = await fs.readFile(indexFile, 'utf8');
  const meta = `<meta name="${STYLE_NONCE_META}" nonce="${nonce}" />`;
  return reply
    .header('cache-control', 'no-cache')
    .header('content-security-policy', pageContentSecurityPolicy(nonce))
    .type('text/html; charset=utf-8')
    .send(html.replace(/<head>/i, `<head>\n    ${meta}`));
}
