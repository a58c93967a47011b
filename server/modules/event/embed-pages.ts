import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A partner's page that embeds the federation player (seed 002 §2 "Embed player"), served on a
 * second origin: its own port (0 picks a free one, so runs never clash), on 127.0.0.1. Opened as
 * `http://localhost:{port}/...` it is an allowed domain (embed-pages.data.ts); opened as
 * `http://127.0.0.1:{port}/...` it is not.
 *
 * `GET /embed/{cmsId}?sepId=&source=` answers a page with an iframe of
 * `{appUrl}/federation-embed/{cmsId}` (the event site's config).
 */
export type EmbedPages = {
  port: number;
  /** The page on an allowed domain. */
  allowedUrl: (cmsId: string, query?: Record<string, string>) => string;
  /** The same page on a domain the embeds do not allow. */
  foreignUrl: (cmsId: string, query?: Record<string, string>) => string;
  close: () => Promise<void>;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startEmbedPages(appUrl: string): Promise<EmbedPages> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = /^\/embed\/([^/]+)$/.exec(url.pathname);
    if (!match) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const query = new URLSearchParams(url.searchParams);
    query.set('app-config', 'eventweb');
    const src = `${appUrl}/federation-embed/${match[1]}?${query.toString()}`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner federation</title></head>
<body><main><h1>Partner federation</h1>
<iframe title="Federation player" src="${escapeHtml(src)}" width="800" height="450" allow="autoplay; fullscreen" style="border:0"></iframe>
</main></body></html>`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const page = (host: string) => (cmsId: string, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    return `http://${host}:${port}/embed/${encodeURIComponent(cmsId)}${search ? `?${search}` : ''}`;
  };
  return {
    port,
    allowedUrl: page('localhost'),
    foreignUrl: page('127.0.0.1'),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
