import { useUnit } from 'effector-react';
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { isPassengerProblem, type PassengerProblem } from '../../../contracts/passenger';
import { documentTypes, genders, type SavedPassenger } from '../../../contracts/saved-passengers';
import { useT, useTranslator, type MessageKey } from '../../../platform/i18n';
import { countryOptions, passengerProblemText, withCitizenship } from '../../../platform/passenger-form';
import { localToday } from '../../../platform/calendar';
import { isHttp, isRequestFailure } from '../../../platform/request';
import { $passengers, changePassengersFx } from '../../../platform/user/passengers';
import { Button, cardStyles, inputStyles } from '../../../ui';
import { draftProblems, passengerOf, type DraftField, type DraftProblems, type PassengerDraft } from '../model/passenger-form';
import forms from './forms.module.css';
import settings from './settings.module.css';

export const documentTypeText: Record<(typeof documentTypes)[number], MessageKey> = {
  passport: 'account.documents.type.passport',
  international_passport: 'account.documents.type.international',
  birth_certificate: 'account.documents.type.birth',
  foreign_passport: 'account.documents.type.foreign',
};
const genderText: Record<(typeof genders)[number], MessageKey> = { female: 'account.documents.female', male: 'account.documents.male' };
const draftFieldOf: Record<string, DraftField> = { 'document.number': 'document_number', 'document.expires_at': 'expires_at' };


/** Why the server refused the list: a field of this document, or another saved one that needs correcting first. */
type Refusal = { field: DraftField; problem: PassengerProblem } | { other: SavedPassenger } | 'failed';

function refusalOf(error: unknown, index: number, list: SavedPassenger[]): Refusal {
  const refused = isRequestFailure(error) && isHttp(error) && error.status === 400 ? error : null;
  const path = refused?.field ? /^passengers\.(\d+)\.(.+)$/.exec(refused.field) : null;
  if (!refused || !path || !isPassengerProblem(refused.code)) return 'failed';
  const at = Number(path[1]);
  if (at !== index && list[at]) return { other: list[at] };
  return { field: draftFieldOf[path[2]!] ?? (path[2] as DraftField), problem: refused.code };
}

export type Editing = { index: number | null; draft: PassengerDraft };

/** Adds or edits one saved document; every field is checked by the passenger rules before it is sent, and what was typed stays. */
export function DocumentForm({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const t = useT();
  const { locale } = useTranslator();
  const id = useId();
  const [draft, setDraft] = useState(editing.draft);
  const [shown, setShown] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [save, pending, list] = useUnit([changePassengersFx, changePassengersFx.pending, $passengers]);
  const problems: DraftProblems = { ...(shown ? draftProblems(draft, localToday()) : {}), ...(refusal && typeof refusal === 'object' && 'field' in refusal ? { [refusal.field]: refusal.problem } : {}) };
  const change = (next: PassengerDraft) => {
    setDraft(next);
    setRefusal(null);
  };
  const set = (field: DraftField) => (event: { target: { value: string } }) => change(field === 'citizenship' ? withCitizenship(draft, event.target.value) : { ...draft, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    setRefusal(null);
    const first = Object.keys(draftProblems(draft, localToday()))[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const passenger = passengerOf(draft);
    try {
      await save(editing.index === null ? { kind: 'add', passenger } : { kind: 'edit', index: editing.index, passenger });
      onDone();
    } catch (error) {
      // The entries stay as typed; the person fixes what the server named, or tries again.
      const found = refusalOf(error, editing.index ?? list.length, list);
      setRefusal(found);
      if (typeof found === 'object' && 'field' in found) document.getElementById(`${id}-${found.field}`)?.focus();
    }
  };

  // `settings.setting` keeps a field at the top of its row when the one beside it says what is wrong.
  const field = (name: DraftField, label: MessageKey, input: ReactElement) => (
    <div className={`${forms.field} ${settings.setting}`}>
      <label htmlFor={`${id}-${name}`}>{t(label)}</label>
      {input}
      {problems[name] && (
        <p id={`${id}-${name}-error`} className={forms.error}>
          {t(passengerProblemText[problems[name]])}
        </p>
      )}
    </div>
  );
  const inputProps = (name: DraftField) => ({
    id: `${id}-${name}`,
    className: inputStyles.input,
    value: draft[name],
    onChange: set(name),
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-error` : undefined,
    'data-testid': `document-${name}`,
  });
  const options = <Value extends string>(values: readonly Value[], text: (value: Value) => string) =>
    values.map((value) => (
      <option key={value} value={value}>
        {text(value)}
      </option>
    ));

  return (
    <section className={`${cardStyles.card} ${settings.group}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{editing.index === null ? t('account.documents.add') : t('account.documents.edit')}</h2>
      <form className={settings.fields} onSubmit={submit} noValidate data-testid="document-form">
        {field('last_name', 'account.documents.lastName', <input {...inputProps('last_name')} autoComplete="family-name" />)}
        {field('first_name', 'account.documents.firstName', <input {...inputProps('first_name')} autoComplete="given-name" />)}
        {field('middle_name', 'account.documents.middleName', <input {...inputProps('middle_name')} autoComplete="additional-name" />)}
        {field('birth_date', 'account.documents.birthDate', <input {...inputProps('birth_date')} type="date" autoComplete="bday" />)}
        {field('gender', 'account.documents.gender', <select {...inputProps('gender')}>{options(genders, (gender) => t(genderText[gender]))}</select>)}
        {field(
          'citizenship',
          'account.documents.citizenship',
          <select {...inputProps('citizenship')}>
            {countryOptions(locale).map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>,
        )}
        {field('document_type', 'account.documents.type', <select {...inputProps('document_type')}>{options(documentTypes, (type) => t(documentTypeText[type]))}</select>)}
        {field('document_number', 'account.documents.number', <input {...inputProps('document_number')} autoComplete="off" />)}
        {field('expires_at', 'account.documents.expires', <input {...inputProps('expires_at')} type="date" />)}
        {refusal && typeof refusal === 'object' && 'other' in refusal && (
          <p className={forms.error} role="alert" data-testid="document-fix-first">
            {t('account.documents.fixFirst', { name: `${refusal.other.first_name} ${refusal.other.last_name}` })}
          </p>
        )}
        {refusal === 'failed' && (
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
