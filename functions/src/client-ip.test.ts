import { describe, expect, it } from 'vitest';
import { clientIp, ipKeyOf } from './client-ip.ts';

describe('clientIp', () => {
  it('takes the IP Express resolved', () => {
    expect(clientIp({ ip: '203.0.113.7', headers: { 'x-forwarded-for': '198.51.100.1' } })).toBe(
      '203.0.113.7',
    );
  });

  it('falls back to the first X-Forwarded-For hop', () => {
    expect(clientIp({ headers: { 'x-forwarded-for': ' 198.51.100.1 , 10.0.0.1' } })).toBe(
      '198.51.100.1',
    );
  });

  it("says 'unknown' when nothing tells", () => {
    expect(clientIp({ ip: '', headers: {} })).toBe('unknown');
  });
});

describe('ipKeyOf', () => {
  it('is a stable sha256 hex that depends on the salt', () => {
    expect(ipKeyOf('salt', '203.0.113.7')).toMatch(/^[0-9a-f]{64}$/);
    expect(ipKeyOf('salt', '203.0.113.7')).toBe(ipKeyOf('salt', '203.0.113.7'));
    expect(ipKeyOf('other', '203.0.113.7')).not.toBe(ipKeyOf('salt', '203.0.113.7'));
  });
});
