import { useTranslator } from '../../../platform/i18n';
import { Button } from '../../../ui';
import { canRetry, type SearchFailure } from '../model/failure';
import styles from './results.module.css';

/** Moves the traveller to the search form on the page, at the field to fix when it is marked. */
function focusSearchForm() {
  const form = document.querySelector<HTMLFormElement>('form[role="search"]');
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('input, button');
  field?.scrollIntoView({ block: 'center' });
  field?.focus();
}

/** Why the results cannot be shown and what helps: fix the search, wait, or try again. */
export function FailureState({ failure, onRetry }: { failure: SearchFailure; onRetry(): void }) {
  const { t } = useTranslator();
  const [title, text] = ((): [string, string] => {
    switch (failure.kind) {
      case 'invalid':
        return [t('results.failure.invalidTitle'), t(failure.reason)];
      case 'rate-limited':
        return [
          t('results.failure.rateLimitedTitle'),
          failure.retryAfterSeconds ? t('results.failure.waitSeconds', { seconds: failure.retryAfterSeconds }) : t('results.failure.wait'),
        ];
      case 'offline':
        return [t('results.error'), t('results.errorHint')];
      case 'unavailable':
        return [t('results.failure.unavailableTitle'), t('results.failure.unavailable')];
      case 'broken':
        return [t('results.failure.brokenTitle'), t('results.failure.broken')];
    }
  })();
  return (
    <div className={styles.state} role="alert" data-testid="search-failure" data-failure={failure.kind}>
      <h2>{title}</h2>
      <p>{text}</p>
      {failure.kind === 'invalid' && <Button onClick={focusSearchForm}>{t('results.failure.fix')}</Button>}
      {canRetry(failure) && (
        <Button variant="primary" onClick={onRetry}>
          {t('results.retry')}
        </Button>
      )}
    </div>
  );
}
