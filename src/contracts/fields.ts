import * as z from 'zod/v4-mini';

/** Field rules several contracts share: their limits and error texts are the spec's. */
export const email = z.email('Email is invalid').check(z.maxLength(254, 'Email is too long'));
export const isoDateTime = z.string().check(z.maxLength(40));
export const shortText = (name: string, max = 100) => z.string().check(z.maxLength(max, `${name} is too long`));
export const marketCode = z.string().check(z.regex(/^[a-z]{2}$/, 'market must be two lowercase letters'));
export const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/, 'Country must be an ISO code of two capital letters'));
export const placeCode = z.string().check(z.regex(/^[A-Z]{3}$/, 'Place code must be 3 latin letters'));
