import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { $environment } from '../../env';
import { fetchFx } from '../../request';
import { $jwt, $sessionStorage, JWT_STORAGE_KEY } from '../../session';
import { memoryStorage } from '../../storage/__tests__/memory-storage';
import { $privateAccess, $settings, $staffDomains, $user, deleteUserMutation, hasPrivateAccess, logoutRequested, userRequired, userReset } from '..';
import { $premiumStatus } from '../premium';
import { fakeUserService } from './user-service';

describe('private access (spec §6)', () => {
  const staff = ['aviasmart.ru'];
  test.each([
    ['local', [], true],
    ['beta', [], true],
    ['production', [], false],
    ['production', ['anna@aviasmart.ru'], true],
    ['production', ['anna@AVIASMART.RU'], true],
    ['production', ['anna@team.aviasmart.ru'], true],
    ['production', ['anna@notaviasmart.ru'], false],
    ['production', ['aviasmart.ru@example.com'], false],
    ['production', [null, 'x@example.com', 'y@aviasmart.ru'], true],
  ] as const)('%s with e-mails %j: %s', (environment, emails, allowed) => {
    expect(hasPrivateAccess({ environment, emails, staffDomains: staff })).toBe(allowed);
  });

  test('reads the stored and social e-mails of the user, with configured domains', async () => {
    const service = fakeUserService();
    const scope = fork({
      values: [
        [$jwt, 'valid-token'],
        [$environment, 'production'],
        [$staffDomains, ['staff.example']],
      ],
      handlers: [[fetchFx, service.answer]],
    });
    expect(scope.getState($privateAccess)).toBe(false);
    await allSettled(userRequired, { scope });
    expect(scope.getState($privateAccess)).toBe(false);
    const user = scope.getState($user)!;
    const staffUser = fork({
      values: [
        [$environment, 'production'],
        [$staffDomains, ['staff.example']],
        [$user, { ...user, socials: { test: { email: 'a@staff.example' } } }],
      ],
    });
    expect(staffUser.getState($privateAccess)).toBe(true);
  });
});

describe('user load, logout and reset (spec §4)', () => {
  test('loads the user with a session, and its premium status', async () => {
    const service = fakeUserService();
    const scope = fork({ values: [[$jwt, 'valid-token']], handlers: [[fetchFx, service.answer]] });
    await allSettled(userRequired, { scope });
    expect(scope.getState($user)?.user_info.id).toBe('u1');
    expect(scope.getState($premiumStatus)).toBe('not_active');
  });

  test('logout tells the server, forgets the token and resets the user', async () => {
    const service = fakeUserService();
    const storage = memoryStorage({ [JWT_STORAGE_KEY]: 'valid-token' });
    const scope = fork({
      values: [
        [$jwt, 'valid-token'],
        [$sessionStorage, () => storage],
        [$settings, { currency: 'eur' }],
      ],
      handlers: [[fetchFx, service.answer]],
    });
    await allSettled(userRequired, { scope });
    let resets = 0;
    const unwatch = userReset.watch(() => (resets += 1));
    await allSettled(logoutRequested, { scope });
    unwatch();
    expect(service.state.loggedOut).toBe(true);
    expect(scope.getState($jwt)).toBeNull();
    expect(storage.getItem(JWT_STORAGE_KEY)).toBeNull();
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($settings)).toEqual({});
    expect(resets).toBe(1);
  });

  test('a 401 from any call resets the user as a logout does', async () => {
    const service = fakeUserService({ token: 'another-token' });
    const scope = fork({
      values: [
        [$jwt, 'expired'],
        [$settings, { currency: 'eur' }],
      ],
      handlers: [[fetchFx, service.answer]],
    });
    await allSettled(userRequired, { scope });
    expect(scope.getState($jwt)).toBeNull();
    expect(scope.getState($settings)).toEqual({});
  });

  test('deleting the account ends the session', async () => {
    const answer = async (request: Request) =>
      request.method === 'DELETE' && new URL(request.url).pathname === '/api/user'
        ? new Response(JSON.stringify({ deleted: true }), { status: 200 })
        : new Response('{}', { status: 404 });
    const scope = fork({ values: [[$jwt, 'valid-token']], handlers: [[fetchFx, answer]] });
    await allSettled(deleteUserMutation.start, { scope });
    expect(scope.getState($jwt)).toBeNull();
  });
});
