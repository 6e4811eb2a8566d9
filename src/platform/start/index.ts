// App start-up (spec §4): the service registry and the signal that the client took over.
export { $started, appStarted } from './app';
export type { Service, ServiceOptions, ServiceRuns, ServiceStart } from './service';
export { createService, isService, startOrder } from './service';
export type { AppSide, StartAppParams } from './model';
export { $pendingServices, $startedServices, serviceFailed, slowStartMs, startAppFx } from './model';
export { afterNextPaint, idleTimeoutMs, inTasks, whenIdle, yieldToBrowser } from './idle';
