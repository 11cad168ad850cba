import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { hostingHeaders } from './hosting-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  /** This server's URL for `path`. */
  url(path?: string): string;
  /** Serves another build from now on (a deploy). */
  setRoot(root: string): void;
  close(): Promise<void>;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

/**
 * A production-like host for a build, whose root can change mid-test: files with their types
 * and firebase.json's headers (Content-Security-Policy, caching: hashed assets for good,
 * index.html and sw.js revalidated), and every path without a file extension answered with
 * index.html (the SPA). A missing asset is a 404. An emulator build passes `emulatorHost`.
 */
export async function startStaticServer(
  initialRoot: string,
  { emulatorHost = null }: { emulatorHost?: string | null } = {},
): Promise<StaticServer> {
  let root = initialRoot;
  const server = createServer((req, res) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = normalize(join(root, pathname));
      if (file !== root && !file.startsWith(root + sep)) {
        res.writeHead(403).end();
        return;
      }
      if (!(await isFile(file))) {
        if (extname(pathname)) {
          res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
          return;
        }
        file = join(root, 'index.html');
      }
      res.writeHead(200, {
        ...hostingHeaders(pathname, { emulatorHost }),
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/') => new URL(path, `http://127.0.0.1:${port}`).toString(),
    setRoot: (next) => {
      root = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
