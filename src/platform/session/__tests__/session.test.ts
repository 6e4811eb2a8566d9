import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { memoryStorage } from '../../storage/__tests__/memory-storage';
import {
  $authorized,
  $jwt,
  $loginDialogOpen,
  $sessionState,
  $sessionStorage,
  JWT_STORAGE_KEY,
  loggedIn,
  loggedOut,
  loginDialogClosed,
  loginRequested,
  restoreSessionFx,
  sessionEnded,
  sessionRejected,
} from '..';

function setup(stored: string | null = null) {
  const storage = memoryStorage();
  if (stored !== null) storage.setItem(JWT_STORAGE_KEY, stored);
  const scope = fork({ values: [[$sessionStorage, () => storage]] });
  return { scope, storage };
}

describe('session (spec §4 Auth: JWT in local storage)', () => {
  test('is unknown until the browser reads its storage, then anonymous without a token', async () => {
    const { scope } = setup();
    expect(scope.getState($sessionState)).toBe('unknown');
    await allSettled(restoreSessionFx, { scope });
    expect(scope.getState($sessionState)).toBe('anonymous');
    expect(scope.getState($authorized)).toBe(false);
  });

  test('a stored token makes the visit authorized', async () => {
    const { scope } = setup('token-1');
    await allSettled(restoreSessionFx, { scope });
    expect(scope.getState($jwt)).toBe('token-1');
    expect(scope.getState($sessionState)).toBe('authorized');
  });

  test('a login keeps the token in storage for the next visit', async () => {
    const { scope, storage } = setup();
    await allSettled(restoreSessionFx, { scope });
    await allSettled(loggedIn, { scope, params: 'token-2' });
    expect(storage.getItem(JWT_STORAGE_KEY)).toBe('token-2');
    expect(scope.getState($sessionState)).toBe('authorized');
  });

  test.each([
    ['logout', loggedOut],
    ['a 401', sessionRejected],
  ])('%s clears the token in the scope and in storage, and ends the session once', async (_, end) => {
    const { scope, storage } = setup('token-3');
    await allSettled(restoreSessionFx, { scope });
    let ended = 0;
    const unwatch = sessionEnded.watch(() => (ended += 1));
    await allSettled(end, { scope });
    await allSettled(end, { scope });
    unwatch();
    expect(scope.getState($jwt)).toBeNull();
    expect(storage.getItem(JWT_STORAGE_KEY)).toBeNull();
    expect(scope.getState($sessionState)).toBe('anonymous');
    expect(ended).toBe(1);
  });

  test('storage that throws leaves an anonymous visit, not a broken one', async () => {
    const scope = fork({
      values: [
        [
          $sessionStorage,
          () => ({
            getItem: () => {
              throw new Error('blocked');
            },
            setItem: () => {
              throw new Error('blocked');
            },
            removeItem: () => undefined,
          }),
        ],
      ],
    });
    await allSettled(restoreSessionFx, { scope });
    expect(scope.getState($sessionState)).toBe('anonymous');
    await allSettled(loggedIn, { scope, params: 'token-4' });
    expect(scope.getState($sessionState)).toBe('authorized');
  });
});

describe('login dialog requests', () => {
  test('anyone may open it; closing resets', async () => {
    const scope = fork();
    await allSettled(loginRequested, { scope });
    expect(scope.getState($loginDialogOpen)).toBe(true);
    await allSettled(loginDialogClosed, { scope });
    expect(scope.getState($loginDialogOpen)).toBe(false);
  });
});
