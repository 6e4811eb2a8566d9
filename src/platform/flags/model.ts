import { attach, combine, createEffect, createEvent, createStore, sample, type Store } from 'effector';
import type { EvaluationBatchRequest, EvalResult } from '../../contracts/flags';
import { host } from '../config';
import { $anonymousId } from '../cookies';
import { $flagContext, checkFlagContext, detectDeviceFx, type FlagContext } from '../device';
import { $environment } from '../env';
import { logger, logSampling } from '../logger';
import { $location } from '../router';
import { localStore } from '../storage';
import { checkFlagValue, isExperiment, variantValue, type Flag, type FlagContract, type FlagEvaluation, type FlagOptions } from './declare';
import { overrideValue, startOverrides, type FlagOverrides } from './overrides';
import { checkFlagsAnswer, evaluationPath, flagsRequestBody, requestFlags } from './request';
import { createApiEffect, describeFailure, type RequestFailure } from '../request';

/** Flag key → evaluation. */
export type FlagEvaluations = Record<string, FlagEvaluation>;

export interface FlagMismatch {
  flag: string;
  server: unknown;
  client: unknown;
}

/** Experiment name → its group, for analytics' common fields (spec §3 Analytics context). */
export type ExperimentGroups = Record<string, { variant_key: string; segment_id: number | null }>;

// Analytics events (spec §7): wired to the tracker by the app.
export const flagsLoaded = createEvent<{ source: 'server' | 'client'; flags: string[] }>();
export const flagsFetchSucceeded = createEvent<{ count: number }>();
export const flagsFetchFailed = createEvent<{ error: string }>();
export const flagsMismatched = createEvent<FlagMismatch[]>();

/** Flags the server evaluated while rendering; they reach the page in its state. */
export const $serverFlags = createStore<FlagEvaluations>({});
/** Flags of the client's own request; null until it answers (and after a failure). */
export const $clientFlags = createStore<FlagEvaluations | null>(null, { serialize: 'ignore' });
/** Overrides given in the query or stored; serialized so hydration sees what the server rendered. */
export const $flagOverrides = createStore<FlagOverrides>({});
/** Overrides apply outside production; staff in production once users have roles (spec §6). */
export const $overridesEnabled = $environment.map((environment) => environment !== 'production');
/** Base URL of a real Flagr (FLAGR_URL) the server passes to the page; the flags host otherwise. */
export const $flagrUrl = createStore<string | null>(null);
/** The client's flags request, started by the page before hydration. */
export const $flagsRequest = createStore<Promise<unknown> | null>(null, { serialize: 'ignore' });
/** Sampling source; tests set their own. */
export const $flagsRandom = createStore<() => number>(Math.random, { serialize: 'ignore' });

export const flagsRequested = createEvent<Promise<unknown>>();
$flagsRequest.on(flagsRequested, (_, request) => request);

const toEvaluations = (results: readonly EvalResult[]): FlagEvaluations =>
  Object.fromEntries(
    results.map(({ flagKey, segmentID, variantKey, variantAttachment }) => [
      flagKey,
      {
        flagKey,
        ...(segmentID !== undefined ? { segmentID } : {}),
        ...(variantKey !== undefined ? { variantKey } : {}),
        ...(variantAttachment !== undefined && variantAttachment !== null ? { variantAttachment } : {}),
      },
    ]),
  );

/** Client flags win over server flags. */
export const $flagEvaluations = combine($serverFlags, $clientFlags, (server, client): FlagEvaluations => ({ ...server, ...client }));

/** Raw values of every flag: server < client < overrides (when enabled). */
export const $flagValues = combine($flagEvaluations, $flagOverrides, $overridesEnabled, (evaluations, overrides, enabled) => {
  // No prototype: override names come from the visitor (`__proto__` is a name like any other).
  const values: Record<string, unknown> = Object.create(null);
  for (const [key, evaluation] of Object.entries(evaluations)) {
    const value = variantValue(evaluation);
    if (value !== undefined) values[key] = value;
  }
  if (enabled) for (const [key, text] of Object.entries(overrides)) values[key] = overrideValue(text);
  return values;
});

export const $experimentGroups: Store<ExperimentGroups> = combine($flagEvaluations, $flagOverrides, $overridesEnabled, (evaluations, overrides, enabled) => {
  const groups: ExperimentGroups = Object.create(null);
  for (const [key, { variantKey, segmentID }] of Object.entries(evaluations)) {
    if (isExperiment(key) && variantKey) groups[key] = { variant_key: variantKey, segment_id: segmentID ?? null };
  }
  if (enabled) {
    for (const [key, text] of Object.entries(overrides)) {
      if (isExperiment(key)) groups[key] = { variant_key: text, segment_id: evaluations[key]?.segmentID ?? null };
    }
  }
  return groups;
});

const declared = new Map<string, Flag<unknown>>();

/**
 * The value in force of every declared flag that has one, checked by its contract: a flag absent
 * here has its default. Serialized, so hydration shows what the server checked without loading a
 * contract; the browser checks again when the flags change (its own request, overrides).
 */
export const $checkedFlags = createStore<Record<string, unknown>>({});

/** Declares a flag once (`Flag [name] already declared` otherwise); its `$value` follows the flags in force. */
export function declareFlag<Value>({ name, contract, defaultValue }: FlagOptions<Value>): Flag<Value> {
  if (declared.has(name)) throw new Error(`Flag [${name}] already declared`);
  let loaded: Promise<FlagContract<Value>> | undefined;
  const flag: Flag<Value> = {
    kind: 'flag',
    name,
    contract: () => (loaded ??= typeof contract === 'function' ? contract() : Promise.resolve(contract)),
    defaultValue,
    experiment: isExperiment(name),
    $value: $checkedFlags.map((checked) => (Object.hasOwn(checked, name) ? (checked[name] as Value) : defaultValue)),
  };
  declared.set(name, flag as Flag<unknown>);
  return flag;
}

export const declaredFlags = () => [...declared.values()];

/** Every declared flag's value checked; contract violations are errors (spec §5) and the flag keeps its default. */
const checkFlagsFx = createEffect(async (values: Record<string, unknown>) => {
  const checked: Record<string, unknown> = {};
  for (const flag of declared.values()) {
    const raw = values[flag.name];
    if (raw === undefined) continue;
    const { value, violation } = checkFlagValue({ contract: await flag.contract(), defaultValue: flag.defaultValue }, raw);
    if (violation) logger.error(`Feature flag ${flag.name} does not match its contract`, { flag: flag.name, value: raw, error: String(violation) });
    else checked[flag.name] = value;
  }
  return checked;
});
sample({ clock: $flagValues.updates, target: checkFlagsFx });
// The check of the values in force: one of values that changed since (an override after the client's answer) is late.
sample({
  clock: checkFlagsFx.done,
  source: $flagValues,
  filter: (values, { params }) => values === params,
  fn: (_, { result }) => result,
  target: $checkedFlags,
});

/**
 * The server's own evaluation while rendering: a request to the flags host like any other, which
 * the render's fetch answers in-process from the built-in evaluator.
 */
export const evaluateServerFlagsFx = createApiEffect({
  request: { method: 'POST', host: 'flags', path: () => evaluationPath, body: (body: EvaluationBatchRequest) => body },
  response: () => import('../../contracts/flags').then((contracts) => contracts.EvaluationBatchResponse),
});

const checkedContext = (context: Partial<FlagContext>) => {
  checkFlagContext(context, (message, details) => logger.error(message, details));
  return context;
};

/** The body of a flags request for this visit. */
export const $flagsRequestBody = combine($flagContext, $anonymousId, (context, id) => flagsRequestBody(context, id));

/** Starts the client's request (the page calls this before hydration) and hands its promise to the scope. */
export function startClientFlagsRequest(state: { context: FlagContext; entityID: string | null; flagrUrl: string | null }, fetcher?: typeof fetch) {
  return requestFlags(state.flagrUrl ?? host('flags'), flagsRequestBody(checkedContext(state.context), state.entityID), fetcher);
}

const loadClientFlagsFx = attach({
  source: $flagsRequest,
  effect: createEffect(async (request: Promise<unknown> | null) => {
    if (!request) throw new Error('Feature flags request was not started');
    return (await checkFlagsAnswer(await request)).evaluationResults;
  }),
});

/** The client's flags request has answered or failed: experiment groups will not change any more. */
export const $clientFlagsSettled = createStore(false, { serialize: 'ignore' }).on(loadClientFlagsFx.finally, () => true);

const startOverridesFx = attach({
  source: { location: $location, enabled: $overridesEnabled },
  effect: createEffect(({ location, enabled }: { location: { search: string }; enabled: boolean }) =>
    enabled ? startOverrides(location.search, localStore()) : {},
  ),
});
sample({ clock: startOverridesFx.doneData, target: $flagOverrides });

/** The flags service's start: overrides, then the server's evaluation or the client's request. */
export const flagsStarted = createEvent();
sample({ clock: flagsStarted, target: startOverridesFx });
sample({ clock: flagsStarted, source: $flagsRequest, filter: (request) => request !== null, target: loadClientFlagsFx });
// The server evaluates once the device is known: its detection may still be under way.
const serverEvaluationDue = sample({ clock: flagsStarted, source: $flagsRequest, filter: (request) => request === null, fn: () => undefined });
const serverEvaluationReady = createEvent();
const $awaitingDevice = createStore(false, { serialize: 'ignore' });
sample({ clock: serverEvaluationDue, source: detectDeviceFx.pending, filter: (pending) => !pending, fn: () => undefined, target: serverEvaluationReady });
sample({ clock: serverEvaluationDue, source: detectDeviceFx.pending, filter: Boolean, fn: () => true, target: $awaitingDevice });
sample({
  clock: detectDeviceFx.finally,
  source: $awaitingDevice,
  filter: Boolean,
  fn: () => undefined,
  target: [serverEvaluationReady, $awaitingDevice.reinit],
});
sample({
  clock: serverEvaluationReady,
  source: $flagsRequestBody,
  fn: (body) => {
    checkedContext(body.entities[0]!.entityContext as Partial<FlagContext>);
    return body;
  },
  target: evaluateServerFlagsFx,
});

const warnEmptyFx = createEffect((results: readonly EvalResult[]) => {
  if (results.length === 0) logger.warning('Feature flags are empty');
});

const serverResults = evaluateServerFlagsFx.doneData;
// The page renders with the flags' defaults; the client's own request still runs.
const reportServerFailureFx = createEffect((failure: RequestFailure) => {
  logger.error('Feature flags evaluation failed while rendering', { error: describeFailure(failure) });
});
sample({ clock: evaluateServerFlagsFx.failData, target: reportServerFailureFx });
sample({ clock: serverResults, fn: (response) => toEvaluations(response.evaluationResults), target: $serverFlags });
sample({ clock: serverResults, fn: (response) => response.evaluationResults, target: warnEmptyFx });
sample({
  clock: serverResults,
  fn: (response) => ({ source: 'server' as const, flags: response.evaluationResults.map((result) => result.flagKey) }),
  target: flagsLoaded,
});

sample({ clock: loadClientFlagsFx.doneData, fn: toEvaluations, target: $clientFlags });
sample({ clock: loadClientFlagsFx.doneData, target: warnEmptyFx });
sample({ clock: loadClientFlagsFx.doneData, fn: (results) => ({ count: results.length }), target: flagsFetchSucceeded });
sample({
  clock: loadClientFlagsFx.doneData,
  fn: (results) => ({ source: 'client' as const, flags: results.map((result) => result.flagKey) }),
  target: flagsLoaded,
});

const reportFailureFx = createEffect((error: unknown) => {
  logger.critical('Feature flags request failed', { error: error instanceof Error ? error.message : String(error) });
});
sample({ clock: loadClientFlagsFx.failData, target: reportFailureFx });
sample({ clock: loadClientFlagsFx.failData, fn: (error) => ({ error: error instanceof Error ? error.message : String(error) }), target: flagsFetchFailed });

const sameValue = (a: FlagEvaluation, b: FlagEvaluation) =>
  JSON.stringify(variantValue(a)) === JSON.stringify(variantValue(b)) && a.variantKey === b.variantKey;

/** Flags the client evaluated differently from the server. */
export function flagMismatches(server: FlagEvaluations, client: FlagEvaluations): FlagMismatch[] {
  return Object.keys(client)
    .filter((key) => server[key] !== undefined && !sameValue(server[key], client[key]!))
    .map((key) => ({ flag: key, server: variantValue(server[key]!), client: variantValue(client[key]!) }));
}

const mismatches = sample({
  clock: loadClientFlagsFx.doneData,
  source: $serverFlags,
  fn: (server, results) => flagMismatches(server, toEvaluations(results)),
  filter: (server, results) => flagMismatches(server, toEvaluations(results)).length > 0,
});
sample({ clock: mismatches, target: flagsMismatched });

/** `Feature flag mismatches`, sampled (spec §9: 5 %). */
const reportMismatchesFx = attach({
  source: $flagsRandom,
  mapParams: (list: FlagMismatch[], random) => ({ list, random }),
  effect: createEffect(({ list, random }: { list: FlagMismatch[]; random: () => number }) => {
    if (random() < logSampling.flagMismatch) logger.warning('Feature flag mismatches', { mismatches: list });
  }),
});
sample({ clock: mismatches, target: reportMismatchesFx });
