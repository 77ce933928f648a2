import http from 'node:http';
import { freePort } from '../../test/free-port';

/** A file, an error status, or a request that is never answered. */
export type TTestRoute = Buffer | { status: number; body: string } | 'hang';

export type TTestServer = { baseUrl: string; requests: string[]; close: () => Promise<void> };

/** Serves fixed answers by path on 127.0.0.1; unknown paths get 404. */
export async function serveTestFiles(routes: Record<string, TTestRoute>): Promise<TTestServer> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = decodeURIComponent(req.url ?? '/');
    requests.push(url);
    const route = routes[url];
    if (route === 'hang') return;
    if (route === undefined) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<html>Sayfa bulunamadı</html>');
    } else if (Buffer.isBuffer(route)) {
      res.writeHead(200, { 'content-type': 'application/zip' }).end(route);
    } else {
      res.writeHead(route.status, { 'content-type': 'text/html' }).end(route.body);
    }
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}/dosyalar/kilavuzlar/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
