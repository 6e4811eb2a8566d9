import { useUnit } from 'effector-react';
import type { EventCallable } from 'effector';
import { useEffect, type ReactNode } from 'react';
import { useT, type MessageKey } from '../../../platform/i18n';
import { linkTo } from '../../../platform/router';
import { $sessionState, loginRequested } from '../../../platform/session';
import { Button, cardStyles, ContentPage } from '../../../ui';
import { favoritesRoute } from '../routes';
import styles from './favorites.module.css';

export function Loading({ text }: { text: MessageKey }) {
  const t = useT();
  return (
    <div aria-busy="true" data-testid="favorites-loading">
      <p className={styles.muted}>{t(text)}</p>
      <div className={cardStyles.skeleton} />
    </div>
  );
}

export function State({
  title,
  lead,
  children,
  testId,
  alert = false,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
  testId: string;
  alert?: boolean;
}) {
  return (
    <section className={`${cardStyles.card} ${styles.state}`} data-testid={testId} role={alert ? 'alert' : undefined}>
      <h2>{title}</h2>
      <p>{lead}</p>
      {children}
    </section>
  );
}

interface PrivateListPageProps {
  title: MessageKey;
  lead: MessageKey;
  loading: MessageKey;
  gateTitle: MessageKey;
  gateLead: MessageKey;
  /** Fired on mount: the model reads the list once the visitor turns out to be logged in. */
  opened: EventCallable<void>;
  /** The list itself, shown to a logged-in user only. */
  children: ReactNode;
}

/** A favorites list's page: only a logged-in user has a list, so a guest is asked to log in instead. */
export function PrivateListPage({ title, lead, loading, gateTitle, gateLead, opened, children }: PrivateListPageProps) {
  const t = useT();
  const [state, login, open] = useUnit([$sessionState, loginRequested, opened]);
  useEffect(() => open(), [open]);
  return (
    <ContentPage section="favorites" title={t(title)} lead={t(lead)} trail={[{ label: t('favorites.title'), href: linkTo(favoritesRoute) }]}>
      {state === 'unknown' ? (
        <Loading text={loading} />
      ) : state === 'anonymous' ? (
        <State testId="favorites-gate" title={t(gateTitle)} lead={t(gateLead)}>
          <Button variant="cta" aria-haspopup="dialog" onClick={() => login()} data-testid="favorites-login">
            {t('favorites.avia.gate.action')}
          </Button>
        </State>
      ) : (
        children
      )}
    </ContentPage>
  );
}
