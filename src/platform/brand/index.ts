export type { Brand, BrandCode } from './brands';
export { brandCodes, brands, getBrand, isBrandCode, parseBrand, appName, brandName, defaultBrandHosts, parseBrandHosts, brandFromHost } from './brands';
export type { SubscriptionKind } from './subscription';
export { cashbackMarkets, subscriptionKind } from './subscription';
export type { Capability, VisitContext, VisitDefaults } from './rules';
export { availability, availableTo, capabilities, isAvailable, phoneRuleOf, visitDefaults } from './rules';
