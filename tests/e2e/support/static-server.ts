import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { hostingHeaders, hostingRewrite } from './hosting-headers.ts';

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
  '.xml': 'application/xml; charset=utf-8',
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

/** Relays a request to the page-rendering function as Hosting does (its host forwarded). */
function proxy(req: IncomingMessage, res: ServerResponse, target: string, headers: object) {
  const url = new URL(target + (req.url ?? '/'));
  const forwarded = httpRequest(
    url,
    {
      method: req.method,
      headers: {
        ...req.headers,
        host: url.host,
        'x-forwarded-host': req.headers.host ?? '',
        'x-forwarded-proto': 'http',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...headers, ...answer.headers });
      answer.pipe(res);
    },
  );
  forwarded.on('error', () => res.writeHead(502).end('The page renderer did not answer'));
  forwarded.end();
}

/**
 * A host for a build as Firebase Hosting serves it, whose root can change mid-test: a file that
 * exists is served (`/` by its index.html), with its type and firebase.json's headers
 * (Content-Security-Policy, caching: hashed assets for good, the rest revalidated); otherwise
 * firebase.json's rewrites apply: a prerendered page's file, or the page-rendering function.
 * On the emulators (`renderer`: the function's URL) requests go to it. A demo build has no
 * function: its build prerendered its pages (`/x` → x.html), and the rest is the app's shell,
 * as `vite preview` serves it. An emulator build passes `emulatorHost` for its policy.
 */
export async function startStaticServer(
  initialRoot: string,
  {
    emulatorHost = null,
    renderer = null,
  }: { emulatorHost?: string | null; renderer?: string | null } = {},
): Promise<StaticServer> {
  let root = initialRoot;
  const inRoot = (file: string) => file === root || file.startsWith(root + sep);
  const server = createServer((req, res) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const headers = hostingHeaders(pathname, { emulatorHost });
      const serve = (file: string) => {
        res.writeHead(200, {
          ...headers,
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        });
        if (req.method === 'HEAD') res.end();
        else createReadStream(file).pipe(res);
      };
      const exact = normalize(join(root, pathname === '/' ? 'index.html' : pathname));
      if (!inRoot(exact)) {
        res.writeHead(403).end();
        return;
      }
      if (await isFile(exact)) return serve(exact);
      const rewrite = hostingRewrite(pathname);
      if (rewrite && 'file' in rewrite) return serve(join(root, rewrite.file));
      if (rewrite && renderer) return proxy(req, res, renderer, headers);
      const page = normalize(join(root, `${pathname}.html`));
      if (rewrite && !extname(pathname) && inRoot(page) && (await isFile(page))) return serve(page);
      if (rewrite && !extname(pathname)) return serve(join(root, 'shell.html'));
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
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
