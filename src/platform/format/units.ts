import { numberFormat } from './intl';

// No page shows a measure yet, so these still format with the runtime's Intl; before one does, they
// move to LocaleFormats as prices did (short unit names vary with the number in uk, pl and ar).

/** en-US measures in pounds, inches, miles, feet and Fahrenheit; every other locale is metric (spec §9). */
export type UnitSystem = 'metric' | 'us';

const systems = new Map<string, UnitSystem>();

export function unitSystem(locale: string): UnitSystem {
  let system = systems.get(locale);
  if (!system) {
    try {
      const { language, region } = new Intl.Locale(locale);
      system = language === 'en' && region === 'US' ? 'us' : 'metric';
    } catch {
      system = 'metric';
    }
    systems.set(locale, system);
  }
  return system;
}

const METERS_PER_MILE = 1609.344;
const METERS_PER_FOOT = 0.3048;
const POUNDS_PER_KILOGRAM = 2.2046226218;
const CENTIMETERS_PER_INCH = 2.54;

const unit = (locale: string, name: string, value: number, maximumFractionDigits: number) =>
  numberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits, signDisplay: 'negative' }).format(value);

/** The general number rule for a value in its unit: under 1000 up to 2 decimals, whole above. */
const decimalsFor = (value: number) => (Math.abs(value) < 1000 ? 2 : 0);

/**
 * Meters below one kilometer (whole), kilometers from 1000 m; en-US: feet below one mile, then miles.
 * The switch happens on the rounded value, so 999.7 m reads 1 km rather than 1,000 m.
 */
export function formatDistance(meters: number, locale: string): string {
  const us = unitSystem(locale) === 'us';
  const small = us ? meters / METERS_PER_FOOT : meters;
  const perLarge = us ? METERS_PER_MILE / METERS_PER_FOOT : 1000;
  if (Math.abs(Math.round(small)) < perLarge) return unit(locale, us ? 'foot' : 'meter', Math.round(small), 0);
  const large = us ? meters / METERS_PER_MILE : meters / 1000;
  return unit(locale, us ? 'mile' : 'kilometer', large, decimalsFor(large));
}

/** Kilograms (pounds for en-US), floored to whole units: 23.9 kg reads 23 kg. */
export function formatMass(kilograms: number, locale: string): string {
  const us = unitSystem(locale) === 'us';
  return unit(locale, us ? 'pound' : 'kilogram', Math.floor(us ? kilograms * POUNDS_PER_KILOGRAM : kilograms), 0);
}

/** Centimeters (inches for en-US) with up to one decimal: 55 cm, 21.7 in. */
export function formatSize(centimeters: number, locale: string): string {
  const us = unitSystem(locale) === 'us';
  return unit(locale, us ? 'inch' : 'centimeter', us ? centimeters / CENTIMETERS_PER_INCH : centimeters, 1);
}

/** Whole degrees Celsius, Fahrenheit for en-US. */
export function formatTemperature(celsius: number, locale: string): string {
  const us = unitSystem(locale) === 'us';
  return unit(locale, us ? 'fahrenheit' : 'celsius', Math.round(us ? (celsius * 9) / 5 + 32 : celsius), 0);
}
