// Who is visiting on what (spec §3 Device info, Platform names, Feature-flag context).
export type { DeviceInfo, DeviceKind, DevicePlatform, PlatformName } from './device';
export { platformName, unknownDevice } from './device';
export type { FlagContext } from './flag-context';
export { checkFlagContext, flagContext, flagContextKeys, missingFlagContextKeys } from './flag-context';
export type { ClientHints } from './parse';
export { $clientHints, $device, $flagContext, $platformName, $userAgent, detectDeviceFx, deviceDetectionStarted } from './model';
