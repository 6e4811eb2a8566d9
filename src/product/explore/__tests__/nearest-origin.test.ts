import { allSettled, fork, serialize } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { $language, $market } from '../../../platform/market';
import {
  lookupPlacesFx,
  nearestPlacesFx,
  nearestPlacesQuery,
  nearestPlacesWanted,
  type NearestPlace,
  type PlaceChoice,
  type PlacesByCodeParams,
} from '../../../platform/places';
import { $settings, $settingsState } from '../../../platform/user';
import { $origin, originChanged } from '../../search';
import { mainOpened, nearestOrigin } from '../model/main';

const moscow: PlaceChoice = { code: 'MOW', name: 'Москва', type: 'city', cityCode: 'MOW', countryName: 'Россия' };
const petersburg: PlaceChoice = { code: 'LED', name: 'Санкт-Петербург', type: 'city', cityCode: 'LED', countryName: 'Россия' };
const place = (iata: string, name: string, type: NearestPlace['type'], extra: Partial<NearestPlace> = {}): NearestPlace => ({
  iata,
  name,
  type,
  cityIata: type === 'country' ? undefined : 'ALA',
  countryIata: 'KZ',
  countryName: 'Казахстан',
  inMetropolis: false,
  cases: {},
  ...extra,
});
const almatyNearby = [place('ALA', 'Алматы', 'city'), place('ALA', 'Алматы', 'airport', { inMetropolis: true }), place('KZ', 'Казахстан', 'country')];
const almaty: PlaceChoice = { code: 'ALA', name: 'Алматы', type: 'city', cityCode: 'ALA', countryName: 'Казахстан' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** A main page's scope: the market's home city answers at once, the nearest places with `nearby`. */
function mainScope({
  market = 'ru',
  settings = {},
  settingsState = 'ready',
  nearby = almatyNearby,
}: { market?: string; settings?: Record<string, unknown>; settingsState?: 'initial' | 'ready' | 'failed'; nearby?: NearestPlace[] } = {}) {
  const lookup = vi.fn(async ({ codes }: PlacesByCodeParams) =>
    Object.fromEntries(codes.flatMap((code) => (code === 'MOW' ? [[code, { ...moscow }]] : code === 'LED' ? [[code, { ...petersburg }]] : []))),
  );
  const nearest = vi.fn(async () => nearby);
  const scope = fork({
    values: [
      [$market, market],
      [$language, 'ru'],
      [$settings, settings],
      [$settingsState, settingsState],
    ],
    handlers: [
      [lookupPlacesFx, lookup],
      [nearestPlacesFx, nearest],
    ],
  });
  return { scope, lookup, nearest };
}

const nearestArrive = (scope: ReturnType<typeof fork>) => allSettled(nearestPlacesQuery.start, { scope, params: { locale: 'ru' } });

describe('the main page’s origin and the places nearest to the visitor', () => {
  test('the nearest city replaces the market’s home city', async () => {
    const { scope } = mainScope();
    await allSettled(mainOpened, { scope, params: {} });
    expect(scope.getState($origin)).toEqual(moscow);
    await nearestArrive(scope);
    expect(scope.getState($origin)).toEqual(almaty);
  });

  test('the home city the server rendered is replaced in the browser too', async () => {
    const server = mainScope();
    await allSettled(mainOpened, { scope: server.scope, params: {} });
    const client = fork({ values: serialize(server.scope), handlers: [[nearestPlacesFx, async () => almatyNearby]] });
    expect(client.getState($origin)).toEqual(moscow);
    await nearestArrive(client);
    expect(client.getState($origin)).toEqual(almaty);
  });

  test('a market without a home city starts from the nearest city', async () => {
    const { scope, lookup } = mainScope({ market: 'fr' });
    await allSettled(mainOpened, { scope, params: {} });
    expect(lookup).not.toHaveBeenCalled();
    await nearestArrive(scope);
    expect(scope.getState($origin)).toEqual(almaty);
  });

  test('a home city answering after the nearest city does not replace it', async () => {
    const { scope, lookup } = mainScope();
    const home = deferred<Record<string, PlaceChoice>>();
    lookup.mockImplementation(() => home.promise);
    // allSettled waits for every call in the scope: both settle only once the home city answers.
    const opened = allSettled(mainOpened, { scope, params: {} });
    const arrived = nearestArrive(scope);
    await vi.waitFor(() => expect(scope.getState($origin)).toEqual(almaty));
    home.resolve({ MOW: { ...moscow } });
    await Promise.all([opened, arrived]);
    expect(scope.getState($origin)).toEqual(almaty);
  });

  test('the traveller’s home city (their origin setting) comes first, and the nearest city does not replace it', async () => {
    const { scope, nearest } = mainScope({ settings: { origin: 'LED' } });
    await allSettled(mainOpened, { scope, params: {} });
    expect(scope.getState($origin)).toEqual(petersburg);
    await allSettled(nearestPlacesWanted, { scope });
    expect(nearest).not.toHaveBeenCalled();
    await nearestArrive(scope);
    expect(scope.getState($origin)).toEqual(petersburg);
  });

  test('a home city in settings that arrive after the page replaces the market’s and the nearest city', async () => {
    const { scope } = mainScope({ settingsState: 'initial' });
    await allSettled(mainOpened, { scope, params: {} });
    expect(scope.getState($origin)).toEqual(moscow);
    await nearestArrive(scope);
    expect(scope.getState($origin)).toEqual(almaty);
    await allSettled($settings, { scope, params: { origin: 'LED' } });
    await allSettled($settingsState, { scope, params: 'ready' });
    expect(scope.getState($origin)).toEqual(petersburg);
  });

  test('settings arriving after the visitor chose an origin leave their choice', async () => {
    const { scope } = mainScope({ settingsState: 'initial' });
    await allSettled(mainOpened, { scope, params: {} });
    await allSettled(originChanged, { scope, params: almaty });
    await allSettled($settings, { scope, params: { origin: 'LED' } });
    await allSettled($settingsState, { scope, params: 'ready' });
    expect(scope.getState($origin)).toEqual(almaty);
  });

  test('an origin the visitor chose stays, even the home city chosen again', async () => {
    for (const chosen of [petersburg, { ...moscow }]) {
      const { scope } = mainScope();
      await allSettled(mainOpened, { scope, params: {} });
      await allSettled(originChanged, { scope, params: chosen });
      await nearestArrive(scope);
      expect(scope.getState($origin)).toEqual(chosen);
    }
  });

  test('an origin the visitor cleared to type another stays empty', async () => {
    const { scope } = mainScope();
    await allSettled(mainOpened, { scope, params: {} });
    await allSettled(originChanged, { scope, params: null });
    await nearestArrive(scope);
    expect(scope.getState($origin)).toBeNull();
  });

  test('a choice made while the home city was loading is not replaced by either', async () => {
    const { scope, lookup } = mainScope();
    const home = deferred<Record<string, PlaceChoice>>();
    lookup.mockImplementation(() => home.promise);
    const opened = allSettled(mainOpened, { scope, params: {} });
    const chosen = allSettled(originChanged, { scope, params: petersburg });
    home.resolve({ MOW: { ...moscow } });
    await Promise.all([opened, chosen]);
    await nearestArrive(scope);
    expect(scope.getState($origin)).toEqual(petersburg);
  });

  test('never when the user asked not to be placed by their address (prevent_geoip)', async () => {
    const { scope } = mainScope({ settings: { prevent_geoip: true } });
    await allSettled(mainOpened, { scope, params: {} });
    await nearestArrive(scope);
    expect(scope.getState($origin)).toEqual(moscow);
  });

  test('an address that says nothing leaves the home city', async () => {
    const { scope } = mainScope({ nearby: [] });
    await allSettled(mainOpened, { scope, params: {} });
    await nearestArrive(scope);
    expect(scope.getState($origin)).toEqual(moscow);
  });
});

describe('when the main page asks for the nearest places', () => {
  test('once its service wants them and the settings are known, in the page language, once', async () => {
    const { scope, nearest } = mainScope();
    await allSettled(mainOpened, { scope, params: {} });
    await allSettled(nearestPlacesWanted, { scope });
    expect(nearest).toHaveBeenCalledTimes(1);
    expect(nearest).toHaveBeenCalledWith({ locale: 'ru' });
    expect(scope.getState($origin)).toEqual(almaty);
    // The route opened again: the answer is kept.
    await allSettled(nearestPlacesWanted, { scope });
    expect(nearest).toHaveBeenCalledTimes(1);
  });

  test('not before the settings are known: the want waits for them', async () => {
    const { scope, nearest } = mainScope({ settingsState: 'initial' });
    await allSettled(nearestPlacesWanted, { scope });
    expect(nearest).not.toHaveBeenCalled();
    await allSettled($settingsState, { scope, params: 'ready' });
    expect(nearest).toHaveBeenCalledTimes(1);
  });

  test('never when the user asked not to be placed by their address (prevent_geoip)', async () => {
    const { scope, nearest } = mainScope({ settings: { prevent_geoip: true } });
    await allSettled(nearestPlacesWanted, { scope });
    expect(nearest).not.toHaveBeenCalled();
  });

  test('not when the settings failed to load: whether the user allows it is unknown', async () => {
    const { scope, nearest } = mainScope({ settingsState: 'failed' });
    await allSettled(nearestPlacesWanted, { scope });
    expect(nearest).not.toHaveBeenCalled();
  });
});

describe('the origin the nearest places suggest', () => {
  test('is the nearest city, else the nearest airport, never a country', () => {
    expect(nearestOrigin(almatyNearby)).toEqual(almaty);
    expect(nearestOrigin([place('KZ', 'Казахстан', 'country'), place('ALA', 'Алматы', 'airport')])).toEqual({
      code: 'ALA',
      name: 'Алматы',
      type: 'airport',
      cityCode: 'ALA',
      countryName: 'Казахстан',
    });
    expect(nearestOrigin([place('KZ', 'Казахстан', 'country')])).toBeNull();
    expect(nearestOrigin([])).toBeNull();
  });
});
