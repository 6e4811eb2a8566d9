import { useUnit } from 'effector-react';
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { documentTypes, genders, type Passenger } from '../../../contracts/user';
import { formatDate, useLocaleFormats } from '../../../platform/format';
import { useT, useTranslator, type MessageKey } from '../../../platform/i18n';
import { $passengers, $passengersStatus, changePassengersFx, passengerChanged, passengersRequired } from '../../../platform/user/passengers';
import { Button, cardStyles, inputStyles } from '../../../ui';
import { draftOf, draftProblems, emptyDraft, passengerOf, type DraftField, type DraftProblem, type PassengerDraft } from '../model/passenger-form';
import { AccountFrame, AccountGate, LoadFailed, Loading } from '../ui/account-frame';
import styles from '../ui/account.module.css';
import forms from '../ui/forms.module.css';
import settings from '../ui/settings.module.css';

const problemText: Record<DraftProblem, MessageKey> = {
  required: 'account.documents.error.required',
  name: 'account.documents.error.name',
  date: 'account.documents.error.date',
  birthFuture: 'account.documents.error.birthFuture',
  expired: 'account.documents.error.expired',
  number: 'account.documents.error.number',
  country: 'account.documents.error.country',
};
const typeText: Record<(typeof documentTypes)[number], MessageKey> = {
  passport: 'account.documents.type.passport',
  international_passport: 'account.documents.type.international',
  birth_certificate: 'account.documents.type.birth',
  foreign_passport: 'account.documents.type.foreign',
};
const genderText: Record<(typeof genders)[number], MessageKey> = { female: 'account.documents.female', male: 'account.documents.male' };
const countries = ['RU', 'KZ', 'BY', 'UZ', 'KG', 'TJ', 'AM', 'AZ', 'GE', 'UA', 'TR', 'TH', 'ES', 'DE', 'GB', 'US'];
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

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

type Editing = { index: number | null; draft: PassengerDraft } | null;

function Documents() {
  const t = useT();
  const formats = useLocaleFormats();
  const [passengers, status, retry, change, pending] = useUnit([$passengers, $passengersStatus, passengersRequired, passengerChanged, changePassengersFx.pending]);
  const [editing, setEditing] = useState<Editing>(null);
  if (status === 'fail') return <LoadFailed retry={retry} />;
  if (status !== 'done') return <Loading />;
  const name = (passenger: Passenger) => `${passenger.first_name} ${passenger.last_name}`;
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
                    {t(typeText[passenger.document.type])} · {formatDate(passenger.birth_date, formats, 'long')} {passenger.birth_date.slice(0, 4)}
                  </span>
                </span>
                <span className={forms.actions}>
                  <Button variant="ghost" aria-label={t('account.documents.editLabel', { name: name(passenger) })} onClick={() => setEditing({ index, draft: draftOf(passenger) })}>
                    {t('account.documents.edit')}
                  </Button>
                  <Button variant="ghost" aria-label={t('account.documents.removeLabel', { name: name(passenger) })} disabled={pending} onClick={() => change({ kind: 'remove', index })}>
                    {t('account.documents.remove')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        {!editing && (
          <Button variant="primary" onClick={() => setEditing({ index: null, draft: emptyDraft() })} data-testid="document-add">
            {t('account.documents.add')}
          </Button>
        )}
      </section>
      {editing && <DocumentForm key={editing.index ?? 'new'} editing={editing} onDone={() => setEditing(null)} />}
    </>
  );
}

function DocumentForm({ editing, onDone }: { editing: NonNullable<Editing>; onDone: () => void }) {
  const t = useT();
  const { locale } = useTranslator();
  const id = useId();
  const [draft, setDraft] = useState(editing.draft);
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  const [save, pending] = useUnit([changePassengersFx, changePassengersFx.pending]);
  const problems = draftProblems(draft, localToday());
  const set = (field: DraftField) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(problems).length > 0) {
      document.getElementById(`${id}-${Object.keys(problems)[0]}`)?.focus();
      return;
    }
    setFailed(false);
    const passenger = passengerOf(draft);
    try {
      await save(editing.index === null ? { kind: 'add', passenger } : { kind: 'edit', index: editing.index, passenger });
      onDone();
    } catch {
      // The entries stay as typed; the person tries again.
      setFailed(true);
    }
  };

  const field = (name: DraftField, label: MessageKey, input: ReactElement) => {
    const problem = shown ? problems[name] : undefined;
    return (
      <div className={forms.field}>
        <label htmlFor={`${id}-${name}`}>{t(label)}</label>
        {input}
        {problem && (
          <p id={`${id}-${name}-error`} className={forms.error}>
            {t(problemText[problem])}
          </p>
        )}
      </div>
    );
  };
  const inputProps = (name: DraftField) => ({
    id: `${id}-${name}`,
    className: inputStyles.input,
    value: draft[name],
    onChange: set(name),
    'aria-invalid': shown && problems[name] ? true : undefined,
    'aria-describedby': shown && problems[name] ? `${id}-${name}-error` : undefined,
    'data-testid': `document-${name}`,
  });
  const region = (code: string) => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };

  return (
    <section className={`${cardStyles.card} ${settings.group}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{editing.index === null ? t('account.documents.add') : t('account.documents.edit')}</h2>
      <form className={settings.fields} onSubmit={submit} noValidate data-testid="document-form">
        {field('last_name', 'account.documents.lastName', <input {...inputProps('last_name')} autoComplete="family-name" />)}
        {field('first_name', 'account.documents.firstName', <input {...inputProps('first_name')} autoComplete="given-name" />)}
        {field('middle_name', 'account.documents.middleName', <input {...inputProps('middle_name')} autoComplete="additional-name" />)}
        {field('birth_date', 'account.documents.birthDate', <input {...inputProps('birth_date')} type="date" autoComplete="bday" />)}
        {field(
          'gender',
          'account.documents.gender',
          <select {...inputProps('gender')}>
            {genders.map((gender) => (
              <option key={gender} value={gender}>
                {t(genderText[gender])}
              </option>
            ))}
          </select>,
        )}
        {field(
          'citizenship',
          'account.documents.citizenship',
          <select {...inputProps('citizenship')}>
            {countries.map((code) => (
              <option key={code} value={code}>
                {region(code)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'document_type',
          'account.documents.type',
          <select {...inputProps('document_type')}>
            {documentTypes.map((type) => (
              <option key={type} value={type}>
                {t(typeText[type])}
              </option>
            ))}
          </select>,
        )}
        {field('document_number', 'account.documents.number', <input {...inputProps('document_number')} autoComplete="off" />)}
        {field('expires_at', 'account.documents.expires', <input {...inputProps('expires_at')} type="date" />)}
        {failed && (
          <p className={forms.error} role="alert">
            {t('account.documents.error.save')}
          </p>
        )}
        <div className={forms.actions}>
          <Button type="submit" variant="primary" disabled={pending} data-testid="document-save">
            {t('account.documents.save')}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {t('account.documents.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
