import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import ipaddr from 'ipaddr.js';

/** The parts of the raw request that tell who is calling. */
export interface CallerRequest {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string | undefined } | undefined;
}

/**
 * The caller's IP: the right-most X-Forwarded-For entry, which Google's front end appends for
 * the address it accepted the connection from. Everything left of it is written by the caller
 * (Express's `req.ip` under `trust proxy` is the left-most, so never used). Without the header
 * (the Functions emulator, a direct connection) the socket's address; else 'unknown'.
 */
export function clientIp(request: CallerRequest): string {
  const header = request.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) ?? request.socket?.remoteAddress ?? 'unknown';
}

/**
 * The address a limit counts: an IPv4 address as it is (also when written IPv4-mapped, as
 * ::ffff:a.b.c.d), an IPv6 address by its /64, the block one subscriber line usually holds.
 * Anything unparsable is kept verbatim.
 */
export function limitSubject(ip: string): string {
  if (!ipaddr.IPv4.isValidFourPartDecimal(ip) && !ipaddr.IPv6.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toNormalizedString()}/64`);
  return `${network.toRFC5952String()}/64`;
}

/**
 * The wider network a limit also counts (domain/rate-limit.ts): an IPv6 address's /48, what one
 * site or customer is routinely handed (65,536 /64s). None for IPv4 or anything unparsable.
 */
export function networkSubject(ip: string): string | null {
  if (!ipaddr.IPv6.isValid(ip)) return null;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return null;
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toNormalizedString()}/48`);
  return `${network.toRFC5952String()}/48`;
}

const salted = (salt: string, subject: string) =>
  createHash('sha256')
    .update(salt + subject)
    .digest('hex');

/** What we store instead of an IP: sha256 hex of salt + the limited subject, not reversible. */
export function ipKeyOf(salt: string, ip: string): string {
  return salted(salt, limitSubject(ip));
}

/** The keys a per-IP limit counts: the address's (`ipKeyOf`) and its network's, hashed alike. */
export function ipKeysOf(salt: string, ip: string): { ipKey: string; networkKey: string | null } {
  const network = networkSubject(ip);
  return { ipKey: ipKeyOf(salt, ip), networkKey: network && salted(salt, network) };
}
