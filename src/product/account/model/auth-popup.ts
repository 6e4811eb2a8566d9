import { SocialAuthMessage, authPopupSize, type SocialAuthQuery } from '../../../contracts/auth';
import { userPaths } from '../../../contracts/plain/user';

/** Spec §8: the auth popup's errors. */
export const AUTH_WINDOW_CLOSED = 'Auth window closed by user';
export const AUTH_WINDOW_FAILED = "Can't create auth window";

/** How often the opener looks whether the popup was closed. */
const closedPollMs = 400;
/**
 * How long a closed popup's message may still take: the finish page posts it and closes at once,
 * and the opener can see the window closed before the message's task has run.
 */
export const closedGraceMs = 1000;

/** The popup's address: `/auth/v2/{provider}` with uid, redirect_uri, market and marketing_accepted 1|0 (spec §7). */
export function authPopupUrl(
  base: string,
  provider: string,
  query: { uid: string | null; redirectUri: string; market: string; marketingAccepted: boolean },
): string {
  const params: Record<keyof SocialAuthQuery, string> = {
    uid: query.uid ?? '',
    redirect_uri: query.redirectUri,
    market: query.market,
    marketing_accepted: query.marketingAccepted ? '1' : '0',
  };
  if (!query.uid) delete (params as Partial<typeof params>).uid;
  return `${base}${userPaths.socialPopup(provider)}?${new URLSearchParams(params)}`;
}

/** The part of `window` the popup needs; tests give their own. */
export interface PopupHost {
  open(url: string, target: string, features: string): { closed: boolean; close(): void } | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}

/**
 * Opens the 800×600 login popup (spec §9) centred over the page and waits for its finish page's
 * message. Only messages from the auth host's origin count (spec §5); a closed popup rejects
 * with `Auth window closed by user`, a blocked one with `Can't create auth window`.
 */
export function openAuthPopup(url: string, authOrigin: string, host: PopupHost): Promise<SocialAuthMessage> {
  const { width, height } = authPopupSize;
  const left = Math.max(0, Math.round(host.screenX + (host.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(host.screenY + (host.outerHeight - height) / 2));
  return new Promise((resolve, reject) => {
    let popup: ReturnType<PopupHost['open']>;
    try {
      popup = host.open(url, 'auth', `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
    } catch {
      popup = null;
    }
    if (!popup) return reject(new Error(AUTH_WINDOW_FAILED));
    const opened = popup;
    let grace: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearInterval(timer);
      clearTimeout(grace);
      host.removeEventListener('message', listener);
    };
    const listener = (event: MessageEvent) => {
      if (event.origin !== authOrigin) return;
      const message = SocialAuthMessage.safeParse(event.data);
      if (!message.success) return;
      finish();
      opened.close();
      resolve(message.data);
    };
    const timer = setInterval(() => {
      if (!opened.closed || grace !== undefined) return;
      grace = setTimeout(() => {
        finish();
        reject(new Error(AUTH_WINDOW_CLOSED));
      }, closedGraceMs);
    }, closedPollMs);
    host.addEventListener('message', listener);
  });
}
