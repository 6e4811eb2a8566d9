import { useEffect, useState } from 'react';
import { useTranslator } from '../../../platform/i18n';
import { Button } from '../../../ui';
import type { TicketDetailsProps } from './ticket-details';

type DetailsModule = typeof import('./ticket-details');

/**
 * A ticket's details, their code loaded the first time a card opens (its own chunk: the results
 * page ships without it), with a loading line and, when the chunk fails, a way to try again.
 */
export function LazyTicketDetails(props: TicketDetailsProps) {
  const { t } = useTranslator();
  const [loaded, setLoaded] = useState<{ module?: DetailsModule; failed?: boolean }>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    import('./ticket-details').then(
      (module) => live && setLoaded({ module }),
      () => live && setLoaded({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  if (loaded.module) return <loaded.module.default {...props} />;
  if (loaded.failed)
    return (
      <p role="alert">
        {t('ticket.details.loadFailed')}{' '}
        <Button
          onClick={() => {
            setLoaded({});
            setAttempt(attempt + 1);
          }}
        >
          {t('ticket.details.retry')}
        </Button>
      </p>
    );
  return <p role="status">{t('common.loading')}</p>;
}
