import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { SavedPassenger } from '../../../contracts/saved-passengers';
import { formatDate, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import { $passengers, $passengersStatus, changePassengersFx, passengerChanged, passengersRequired } from '../../../platform/user/passengers';
import { Button, cardStyles } from '../../../ui';
import { visitDefaults } from '../../../platform/brand';
import { $brand, $market } from '../../../platform/market';
import { emptyPassengerDraft, savedPassengerDraft } from '../../../platform/passenger-form';
import { needsFix } from '../model/passenger-form';
import { AccountFrame, AccountGate, LoadFailed, Loading } from '../ui/account-frame';
import styles from '../ui/account.module.css';
import { DocumentForm, documentTypeText, type Editing } from '../ui/document-form';
import forms from '../ui/forms.module.css';
import { localToday } from '../../../platform/calendar';

/** Saved passengers: add, edit, remove (spec §2.3), each checked before it is sent. */
export default function DocumentsPage() {
  const t = useT();
  const required = useUnit(passengersRequired);
  return (
    <AccountFrame section="documents" title={t('account.documents.title')} lead={t('account.documents.lead')}>
      <AccountGate onAuthorized={required}>
        <Documents />
      </AccountGate>
    </AccountFrame>
  );
}

function Documents() {
  const t = useT();
  const formats = useLocaleFormats();
  const [passengers, status, retry, change, pending, brand, market] = useUnit([
    $passengers,
    $passengersStatus,
    passengersRequired,
    passengerChanged,
    changePassengersFx.pending,
    $brand,
    $market,
  ]);
  const [editing, setEditing] = useState<Editing | null>(null);
  if (status === 'fail') return <LoadFailed retry={retry} />;
  if (status !== 'done') return <Loading />;
  const name = (passenger: SavedPassenger) => `${passenger.first_name} ${passenger.last_name}`;
  const today = localToday();
  return (
    <>
      <section className={cardStyles.card} aria-labelledby="documents-list">
        <h2 id="documents-list">{t('account.documents.saved')}</h2>
        {passengers.length === 0 ? (
          <p className={styles.muted} data-testid="documents-empty">
            {t('account.documents.empty')}
          </p>
        ) : (
          <ul className={styles.list} data-testid="documents">
            {passengers.map((passenger, index) => (
              <li key={`${index}-${passenger.document.number}`} className={styles.item} data-testid="document">
                <span>
                  <strong>{name(passenger)}</strong>{' '}
                  <span className={styles.muted}>
                    {t(documentTypeText[passenger.document.type])} · {formatDate(passenger.birth_date, formats, 'long')} {passenger.birth_date.slice(0, 4)}
                  </span>
                  {needsFix(passenger, today) && (
                    <span className={`${forms.error} ${styles.block}`} data-testid="document-needs-fix">
                      {t('account.documents.needsFix')}
                    </span>
                  )}
                </span>
                <span className={forms.actions}>
                  <Button
                    variant="ghost"
                    aria-label={t('account.documents.editLabel', { name: name(passenger) })}
                    onClick={() => setEditing({ index, draft: savedPassengerDraft(passenger) })}
                  >
                    {t('account.documents.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={t('account.documents.removeLabel', { name: name(passenger) })}
                    disabled={pending}
                    onClick={() => change({ kind: 'remove', index })}
                  >
                    {t('account.documents.remove')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        {!editing && (
          <Button
            variant="primary"
            onClick={() => setEditing({ index: null, draft: emptyPassengerDraft(visitDefaults({ brand, market }), 'documents') })}
            data-testid="document-add"
          >
            {t('account.documents.add')}
          </Button>
        )}
      </section>
      {editing && <DocumentForm key={editing.index ?? 'new'} editing={editing} onDone={() => setEditing(null)} />}
    </>
  );
}
