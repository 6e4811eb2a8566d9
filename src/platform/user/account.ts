import { combine, createEvent, createStore, sample } from 'effector';
import type { UserResponse } from '../../contracts/user';
import { $environment } from '../env';
import { $authorized, loggedIn, loggedOut, sessionEnded } from '../session';
import { deleteUserMutation, logoutFx, userQuery } from './api/account';
import { $premiumStatus } from './premium';
import { defaultStaffDomains, hasPrivateAccess } from './private-access';

/** A screen needs the user: loads the account when there is a session. */
export const userRequired = createEvent();
/** The user's data is gone (logout, deleted account, a 401): settings and passengers clear on it. */
export const userReset = createEvent();
/** Logout asked for: the server ends the token's session, the client forgets it whatever it answers. */
export const logoutRequested = createEvent();

export const $user = createStore<UserResponse | null>(null, { serialize: 'ignore' });
/** The account's load: `initial` before it was asked for, then the query's status. */
export const $userStatus = userQuery.$status;

sample({ clock: [userRequired, loggedIn], filter: $authorized, target: userQuery.refresh });
$user.on(userQuery.finished.success, (_, { result }) => result);

sample({ clock: sessionEnded, target: userReset });
$user.reset(userReset);
$premiumStatus.on(userQuery.finished.success, (_, { result }) => result.premium.status).reset(userReset);
sample({ clock: userReset, target: [userQuery.reset, deleteUserMutation.reset] });

// The server's answer does not matter: a token the client no longer keeps cannot be used.
sample({ clock: logoutRequested, filter: $authorized, target: logoutFx });
sample({ clock: logoutFx.finally, target: loggedOut });
sample({ clock: deleteUserMutation.finished.success, target: loggedOut });

/** The company's staff e-mail domains (spec §6, configurable per deployment). */
export const $staffDomains = createStore<readonly string[]>(defaultStaffDomains, { serialize: 'ignore' });

/** Spec §6: non-production, or a user whose stored or social e-mail is a staff one. */
export const $privateAccess = combine($environment, $user, $staffDomains, (environment, user, staffDomains) =>
  hasPrivateAccess({
    environment,
    staffDomains,
    emails: user ? [user.user_info.email_info.active_email, ...Object.values(user.socials).map((social) => social.email)] : [],
  }),
);
