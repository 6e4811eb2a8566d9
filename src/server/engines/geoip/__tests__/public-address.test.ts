import { describe, expect, test } from 'vitest';
import { publicAddress } from '..';

describe('which addresses are looked up', () => {
  test.each([
    ['2.132.10.10', { family: 'ipv4', address: '2.132.10.10' }],
    ['::ffff:2.132.10.10', { family: 'ipv4', address: '2.132.10.10' }],
    ['2a00:1450:4001:80b::200e', { family: 'ipv6', address: '2a00:1450:4001:80b::200e' }],
  ])('public %s is', (address, expected) => {
    expect(publicAddress(address)).toEqual(expected);
  });

  test.each([
    '127.0.0.1',
    '::ffff:127.0.0.1',
    '::1',
    '::',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '100.64.0.1',
    '169.254.1.1',
    '192.0.2.1',
    '198.51.100.1',
    '203.0.113.1',
    '224.0.0.1',
    '255.255.255.255',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '2001:db8::1',
    '::ffff:7f00:1',
    'not-an-ip',
    '',
    '__proto__',
  ])('%s is not', (address) => {
    expect(publicAddress(address)).toBeNull();
  });
});
