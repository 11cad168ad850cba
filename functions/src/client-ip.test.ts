import { describe, expect, it } from 'vitest';
import { clientIp, ipKeyOf, ipKeysOf, limitSubject, networkSubject } from './client-ip.ts';

describe('clientIp', () => {
  it("takes the right-most X-Forwarded-For entry: the one Google's front end appended", () => {
    const headers = { 'x-forwarded-for': ' 198.51.100.1 , 10.9.8.7,203.0.113.7 ' };
    expect(clientIp({ headers, socket: { remoteAddress: '169.254.1.1' } })).toBe('203.0.113.7');
  });

  it('reads a header given twice as one list', () => {
    expect(clientIp({ headers: { 'x-forwarded-for': ['198.51.100.1', '203.0.113.7'] } })).toBe(
      '203.0.113.7',
    );
  });

  it('falls back to the socket address without the header (the emulator)', () => {
    expect(clientIp({ headers: {}, socket: { remoteAddress: '127.0.0.1' } })).toBe('127.0.0.1');
    expect(
      clientIp({ headers: { 'x-forwarded-for': ' , ' }, socket: { remoteAddress: '::1' } }),
    ).toBe('::1');
  });

  it("says 'unknown' when nothing tells", () => {
    expect(clientIp({ headers: {} })).toBe('unknown');
  });
});

describe('limitSubject', () => {
  it('keeps an IPv4 address, also written IPv4-mapped', () => {
    expect(limitSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(limitSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitSubject('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(limitSubject('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(limitSubject('2001:0DB8:ABCD:0012:ffff::9')).toBe('2001:db8:abcd:12::/64');
    expect(limitSubject('2001:db8:abcd:13::1')).toBe('2001:db8:abcd:13::/64');
    expect(limitSubject('fe80::1%eth0')).toBe('fe80::/64');
  });

  it('keeps what is not an address as it is', () => {
    expect(limitSubject('unknown')).toBe('unknown');
    expect(limitSubject('0x7f.1')).toBe('0x7f.1');
  });
});

describe('ipKeyOf', () => {
  it('is a stable sha256 hex that depends on the salt', () => {
    expect(ipKeyOf('salt', '203.0.113.7')).toMatch(/^[0-9a-f]{64}$/);
    expect(ipKeyOf('salt', '203.0.113.7')).toBe(ipKeyOf('salt', '203.0.113.7'));
    expect(ipKeyOf('other', '203.0.113.7')).not.toBe(ipKeyOf('salt', '203.0.113.7'));
  });

  it('is one key for the addresses of one IPv6 /64 and for an IPv4 address in both forms', () => {
    expect(ipKeyOf('s', '2001:db8:abcd:12::1')).toBe(ipKeyOf('s', '2001:db8:abcd:12:ff::2'));
    expect(ipKeyOf('s', '2001:db8:abcd:12::1')).not.toBe(ipKeyOf('s', '2001:db8:abcd:13::1'));
    expect(ipKeyOf('s', '::ffff:203.0.113.7')).toBe(ipKeyOf('s', '203.0.113.7'));
  });
});

describe('networkSubject', () => {
  it('counts an IPv6 address by its /48 too, however it is written', () => {
    expect(networkSubject('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd::/48');
    expect(networkSubject('2001:0DB8:ABCD:ffff::9')).toBe('2001:db8:abcd::/48');
    expect(networkSubject('2001:db8:abce::1')).toBe('2001:db8:abce::/48');
  });

  it('has no wider bucket for IPv4 (mapped too) or what is not an address', () => {
    expect(networkSubject('203.0.113.7')).toBeNull();
    expect(networkSubject('::ffff:203.0.113.7')).toBeNull();
    expect(networkSubject('unknown')).toBeNull();
  });
});

describe('ipKeysOf', () => {
  it('gives an IPv6 address its /64 key and a /48 key, salted alike', () => {
    const keys = ipKeysOf('s', '2001:db8:abcd:12::1');
    expect(keys.ipKey).toBe(ipKeyOf('s', '2001:db8:abcd:12::1'));
    expect(keys.networkKey).toMatch(/^[0-9a-f]{64}$/);
    expect(keys.networkKey).not.toBe(keys.ipKey);
    expect(ipKeysOf('s', '2001:db8:abcd:ff::2').networkKey).toBe(keys.networkKey);
    expect(ipKeysOf('other', '2001:db8:abcd:12::1').networkKey).not.toBe(keys.networkKey);
  });

  it('gives IPv4 no network key', () => {
    expect(ipKeysOf('s', '203.0.113.7')).toEqual({
      ipKey: ipKeyOf('s', '203.0.113.7'),
      networkKey: null,
    });
  });
});
