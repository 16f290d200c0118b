import { describe, expect, it } from 'vitest';
import { clientKey } from './client-address';

describe('clientKey', () => {
  it.each([
    ['an IPv4 address', '203.0.113.7', '203.0.113.7'],
    ['an IPv4 address with a port', '203.0.113.7:46532', '203.0.113.7'],
    ['an IPv6 address, by its /64', '2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['an IPv6 address written short', '2001:db8::1', '2001:db8:0:0::/64'],
    ['an IPv6 address with leading zeros and capitals', '2001:0DB8:0000:0001::ff', '2001:db8:0:1::/64'],
    ['a bracketed IPv6 address with a port', '[2001:db8:1:2::9]:443', '2001:db8:1:2::/64'],
  ])('keys %s', (_, address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it('counts two addresses of one IPv6 network as one client', () => {
    expect(clientKey('2001:db8:1:2::a')).toBe(clientKey('2001:db8:1:2:ffff::b'));
    expect(clientKey('2001:db8:1:2::a')).not.toBe(clientKey('2001:db8:1:3::a'));
  });

  it('bounds what it keeps of anything else', () => {
    expect(clientKey('x'.repeat(500))).toHaveLength(64);
  });
});
