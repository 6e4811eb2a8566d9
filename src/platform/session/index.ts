// The visitor's session (spec §4 Auth, §6 roles): the JWT kept in local storage, its end on logout
// or a 401, and the login dialog anyone may ask for.
export type { SessionState } from './session';
export {
  $authorized,
  $jwt,
  $sessionState,
  $sessionStorage,
  JWT_STORAGE_KEY,
  loggedIn,
  loggedOut,
  restoreSessionFx,
  sessionEnded,
  sessionRejected,
} from './session';
export { $loginDialogOpen, loginDialogClosed, loginRequested } from './login-dialog';
