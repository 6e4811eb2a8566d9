import { useUnit } from 'effector-react';
import { useEffect, useState, type ComponentType } from 'react';
import { loadMessagesFx, useT } from '../../../platform/i18n';
import { Link, linkTo, useContentPage } from '../../../platform/router';
import { $loginDialogOpen, $sessionState, loginRequested } from '../../../platform/session';
import { Button, buttonClass, UserIcon } from '../../../ui';
import { accountMessages } from '../messages';
import { accountRoute } from '../routes';
import styles from './account-control.module.css';

/**
 * The header's account entry on every page: "Sign in" opens the login dialog, a logged-in
 * traveller gets a link to the account. Before the browser knows (the server's page, a content
 * page without the app) it is a link to the account, whose pages offer the login. The dialog and
 * the account's messages load when it is first opened.
 */
export function AccountControl() {
  const t = useT();
  const [state, open, request, loadMessages] = useUnit([$sessionState, $loginDialogOpen, loginRequested, loadMessagesFx]);
  const contentPage = useContentPage();
  const [Dialog, setDialog] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!open || Dialog) return;
    let current = true;
    void Promise.all([import('../login/login-dialog'), loadMessages([accountMessages])]).then(([module]) => {
      if (current) setDialog(() => module.LoginDialog);
    });
    return () => {
      current = false;
    };
  }, [open, Dialog, loadMessages]);

  const className = `${buttonClass('ghost')} ${styles.control}`;
  const [label, other] = state === 'authorized' ? [t('nav.account'), t('nav.signIn')] : [t('nav.signIn'), t('nav.account')];
  // The other name sits hidden in the same cell, so the header keeps its width when the session
  // becomes known or changes.
  const content = (
    <>
      <UserIcon />
      <span className={styles.label}>
        <span>{label}</span>
        <span className={styles.reserved} aria-hidden="true">
          {other}
        </span>
      </span>
    </>
  );
  return (
    <>
      {state === 'anonymous' && !contentPage ? (
        <Button variant="ghost" className={styles.control} aria-haspopup="dialog" data-testid="login-button" onClick={() => request()}>
          {content}
        </Button>
      ) : (
        <Link href={linkTo(accountRoute)} className={className} data-testid={state === 'authorized' ? 'account-link' : 'login-button'}>
          {content}
        </Link>
      )}
      {Dialog && <Dialog />}
    </>
  );
}
