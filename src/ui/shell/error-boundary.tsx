import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../../platform/i18n';
import { reportError } from '../../platform/tracing';
import { Button } from '../components/button';
import styles from './status-page.module.css';

function ErrorScreen() {
  const t = useT();
  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.title}>{t('error.title')}</h1>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </section>
  );
}

/** The one boundary at the root: a broken screen shows a way out instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled render error', error);
    reportError(error, { componentStack: info.componentStack });
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
