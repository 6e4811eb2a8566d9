import { describe, expect, test } from 'vitest';
import { formatDistance, formatMass, formatSize, formatTemperature, unitSystem } from '../units';
import { plain } from './plain';

describe('measures (spec §9)', () => {
  test.each([
    ['en-US', 'us'],
    ['en-GB', 'metric'],
    ['es-US', 'metric'],
    ['ru-RU', 'metric'],
    ['not a locale', 'metric'],
  ])('%s measures in %s units', (locale, system) => {
    expect(unitSystem(locale)).toBe(system);
  });

  test.each([
    [0, 'ru-RU', '0 м'],
    [350.4, 'en-GB', '350 m'],
    [999, 'en-GB', '999 m'],
    [999.7, 'en-GB', '1 km'],
    [1000, 'en-GB', '1 km'],
    [1500, 'ru-RU', '1,5 км'],
    [12_345, 'en-GB', '12.35 km'],
    [1_234_567, 'en-GB', '1,235 km'],
    [100, 'en-US', '328 ft'],
    [1609, 'en-US', '5,279 ft'],
    [1609.344, 'en-US', '1 mi'],
    [16_093.44, 'en-US', '10 mi'],
  ])('distance %d m in %s → %s', (meters, locale, expected) => {
    expect(plain(formatDistance(meters, locale))).toBe(expected);
  });

  test.each([
    [23.9, 'en-GB', '23 kg'],
    [23, 'ru-RU', '23 кг'],
    [10, 'en-US', '22 lb'],
    [0.4, 'en-GB', '0 kg'],
  ])('mass %d kg in %s is floored → %s', (kilograms, locale, expected) => {
    expect(plain(formatMass(kilograms, locale))).toBe(expected);
  });

  test.each([
    [55, 'en-GB', '55 cm'],
    [55.25, 'en-GB', '55.3 cm'],
    [40.5, 'ru-RU', '40,5 см'],
    [55, 'en-US', '21.7 in'],
  ])('size %d cm in %s → %s', (centimeters, locale, expected) => {
    expect(plain(formatSize(centimeters, locale))).toBe(expected);
  });

  test.each([
    [21.4, 'en-GB', '21°C'],
    [-3, 'ru-RU', '-3 °C'],
    [21.4, 'en-US', '71°F'],
    [-40, 'en-US', '-40°F'],
    [0, 'es-ES', '0 °C'],
  ])('temperature %d °C in %s → %s', (celsius, locale, expected) => {
    expect(plain(formatTemperature(celsius, locale))).toBe(expected);
  });
});
