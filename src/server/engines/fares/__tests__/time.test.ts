import { expect, test } from 'vitest';
import { blockMinutes, distanceKm } from '../geo';
import { addDays, daysBetween, isCalendarDate, localDateTime, offsetMinutes, zonedToUtc } from '../time';

test('local wall-clock times follow each zone, across daylight saving changes', () => {
  const utc = Date.parse('2026-03-29T00:30:00Z'); // London springs forward at 01:00 UTC
  expect(localDateTime(utc, 'Europe/London')).toBe('2026-03-29T00:30');
  expect(localDateTime(utc + 3600_000, 'Europe/London')).toBe('2026-03-29T02:30');
  expect(localDateTime(utc, 'Europe/Moscow')).toBe('2026-03-29T03:30');
  expect(offsetMinutes(utc, 'Asia/Kathmandu')).toBe(345);
  expect(zonedToUtc('2026-03-29', 9 * 60, 'Europe/London')).toBe(Date.parse('2026-03-29T08:00:00Z'));
  expect(zonedToUtc('2026-01-10', 9 * 60, 'America/New_York')).toBe(Date.parse('2026-01-10T14:00:00Z'));
});

test('calendar helpers', () => {
  expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  expect(daysBetween('2026-03-02', '2026-04-10')).toBe(39);
  expect(isCalendarDate('2028-02-29')).toBe(true);
  expect(isCalendarDate('2026-02-29')).toBe(false);
});

test('great-circle distances and block times are those of real timetables', () => {
  const svo = { lat: 55.9726, lon: 37.4146 };
  const ist = { lat: 41.2753, lon: 28.7519 };
  const lhr = { lat: 51.47, lon: -0.4543 };
  const jfk = { lat: 40.6413, lon: -73.7781 };
  expect(distanceKm(svo, ist)).toBeGreaterThan(1700);
  expect(distanceKm(svo, ist)).toBeLessThan(1800);
  expect(distanceKm(lhr, jfk)).toBeGreaterThan(5500);
  expect(distanceKm(lhr, jfk)).toBeLessThan(5600);
  expect(blockMinutes(distanceKm(svo, ist))).toBeGreaterThanOrEqual(180);
  expect(blockMinutes(distanceKm(svo, ist))).toBeLessThanOrEqual(230);
  expect(blockMinutes(distanceKm(lhr, jfk))).toBeGreaterThanOrEqual(7 * 60);
  expect(blockMinutes(distanceKm(lhr, jfk))).toBeLessThanOrEqual(9 * 60);
});
