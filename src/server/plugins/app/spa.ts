import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../../lib/app-error';
import { sendError } from './errors';
import { sendAppPage } from './spa-page';

const API_PREFIXES = ['/api/', '/internal/'];
// Vite's hashed chunks: a name never changes content, so browsers may keep them for good.
const ASSETS_PREFIX = '/assets/';
const INDEX_PATH = '/index.html';
// A last segment with an extension names a file; the client router's paths never have one.
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

function isApiPath(p: string): boolean {
  return p === '/api' || p === '/internal' || API_PREFIXES.some((prefix) => p.startsWith(prefix));
}

/**
 * Serves the built SPA; every non-API GET that is not a file gets index.html so the client
 * router decides (it shows the 404 page itself). Unknown API paths and files get a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webDir: string): Promise<void> {
  const index = path.join(webDir, 'index.html');
  const hasBuild = fs.existsSync(index);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      maxAge: '1h',
      // The page goes out with a nonce of its own (spa-page.ts), never as a plain file.
      allowedPath: (pathName) => pathName !== INDEX_PATH,
      setHeaders: (reply, filePath) => {
        if (filePath.startsWith(path.join(webDir, 'assets') + path.sep))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    if (isApiPath(urlPath) || request.method !== 'GET') {
      const details = { reason: 'route', method: request.method, path: urlPath } as const;
      return sendError(reply, new AppError('NOT_FOUND', details));
    }
    // A chunk of an older build (gone after a deploy) is a 404, not index.html: the app's failed
    // import then reloads into the new build instead of parsing HTML as JavaScript.
    if (urlPath !== INDEX_PATH && (urlPath.startsWith(ASSETS_PREFIX) || FILE_NAME.test(urlPath))) {
      return sendError(reply, new AppError('NOT_FOUND', { reason: 'file', path: urlPath }));
    }
    if (!hasBuild) {
      return sendError(reply, new AppError('SERVICE_UNAVAILABLE', { reason: 'webNotBuilt' }));
    }
    return sendAppPage(reply, index);
  });
}
