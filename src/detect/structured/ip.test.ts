import { describe, expect, it } from 'vitest';
import { recogniseIps } from './ip.js';

const found = (text: string): string[] => recogniseIps(text).map((r) => text.slice(r.span.start, r.span.end));

describe('IP addresses', () => {
  it.each([
    ['login from 203.0.113.7 at noon', '203.0.113.7'],
    ['host 10.0.0.1:8080', '10.0.0.1'],
    ['loopback 127.0.0.1.', '127.0.0.1'],
    ['subnet 192.168.1.0/24', '192.168.1.0'],
    ['via 2001:db8:85a3::8a2e:370:7334', '2001:db8:85a3::8a2e:370:7334'],
    ['ping ::1.', '::1'],
    ['link fe80::1ff:fe23:4567:890a', 'fe80::1ff:fe23:4567:890a'],
    ['mapped ::ffff:192.0.2.128 here', '::ffff:192.0.2.128'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['full 2001:0db8:0000:0000:0000:ff00:0042:8329', '2001:0db8:0000:0000:0000:ff00:0042:8329'],
  ])('finds the address in %s', (text, address) => {
    expect(found(text)).toEqual([address]);
  });

  it.each([
    ['a version string', 'version 10.0.0.1'],
    ['a JSON version', '{"version": "6.7.9.34"}'],
    ['a build number', 'build 4.2.0.1 shipped'],
    ['a section number', 'see Section 1.2.3.4'],
    ['a v-prefixed version', 'v1.2.3.4'],
    ['five parts', '1.2.3.4.5'],
    ['an octet over 255', '256.1.1.1'],
    ['a leading zero', '010.1.1.1'],
    ['a time', '12:30:45'],
    ['a MAC address', '00:1A:2B:3C:4D:5E'],
    ['a C++ scope', 'std::map and A::B'],
    ['a MAC-labelled EUI-64', 'mac 02:1a:2b:ff:fe:3c:4d:5e'],
  ])('rejects %s', (_name, text) => {
    expect(found(text)).toEqual([]);
  });

  it('normalises IPv6 to its compressed form', () => {
    expect(recogniseIps('2001:0db8:0000:0000:0000:0000:0000:0001').map((r) => r.normalised)).toEqual(['2001:db8::1']);
  });
});
