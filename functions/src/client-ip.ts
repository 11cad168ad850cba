import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** The caller's IP: Express's `req.ip`, else the first X-Forwarded-For hop, else 'unknown'. */
export function clientIp(request: {
  ip?: string | undefined;
  headers: IncomingHttpHeaders;
}): string {
  if (request.ip) return request.ip;
  const header = request.headers['x-forwarded-for'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  return first || 'unknown';
}

/** What we store instead of an IP: sha256 hex of salt + IP, stable per IP, not reversible. */
export function ipKeyOf(salt: string, ip: string): string {
  return createHash('sha256')
    .update(salt + ip)
    .digest('hex');
}
