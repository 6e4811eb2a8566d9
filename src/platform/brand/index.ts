export type { Brand, BrandCode } from './brands';
export { brandCodes, brands, getBrand, isBrandCode, parseBrand, appName, brandName, defaultBrandHosts, parseBrandHosts, brandFromHost } from './brands';
export type { SubscriptionKind } from './subscription';
export { cashbackMarkets, subscriptionKind } from './subscription';
