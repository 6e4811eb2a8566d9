import { useUnit } from 'effector-react';
import { useId, useState, type FormEvent } from 'react';
import { isPassengerProblem, type PassengerProblem } from '../../../contracts/passenger';
import { documentTypes, genders, type SavedPassenger } from '../../../contracts/saved-passengers';
import { useT, useTranslator, type MessageKey } from '../../../platform/i18n';
import {
  countryOptions,
  draftFieldOf,
  draftProblems,
  passengerOfDraft,
  passengerProblemText,
  withCitizenship,
  type DraftField,
  type DraftProblems,
  type PassengerDraft,
} from '../../../platform/passenger-form';
import { isHttp, isRequestFailure } from '../../../platform/request';
import { $passengers, changePassengersFx } from '../../../platform/user/passengers';
import { Button, cardStyles, SelectField, TextField } from '../../../ui';
import forms from './forms.module.css';
import settings from './settings.module.css';
import { localToday } from '../../../platform/calendar';

export const documentTypeText: Record<(typeof documentTypes)[number], MessageKey> = {
  passport: 'account.documents.type.passport',
  international_passport: 'account.documents.type.international',
  birth_certificate: 'account.documents.type.birth',
  foreign_passport: 'account.documents.type.foreign',
};
const genderText: Record<(typeof genders)[number], MessageKey> = { female: 'account.documents.female', male: 'account.documents.male' };

/** Why the server refused the list: a field of this document, or another saved one that needs correcting first. */
type Refusal = { field: DraftField; problem: PassengerProblem } | { other: SavedPassenger } | 'failed';

function refusalOf(error: unknown, index: number, list: SavedPassenger[]): Refusal {
  const refused = isRequestFailure(error) && isHttp(error) && error.status === 400 ? error : null;
  const path = refused?.field ? /^passengers\.(\d+)\.(.+)$/.exec(refused.field) : null;
  if (!refused || !path || !isPassengerProblem(refused.code)) return 'failed';
  const at = Number(path[1]);
  if (at !== index && list[at]) return { other: list[at] };
  return { field: draftFieldOf(path[2]!) as DraftField, problem: refused.code };
}

export type Editing = { index: number | null; draft: PassengerDraft };

/**
 * The form's state: the draft as typed, whether problems show (after the first attempt), the
 * server's refusal. Each attempt checks the draft by the passenger rules first and moves focus to
 * the first field to fix; the draft stays as typed whatever happens.
 */
function useDocumentDraft(editing: Editing, id: string, onDone: () => void) {
  const [draft, setDraft] = useState(editing.draft);
  const [shown, setShown] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [save, pending, list] = useUnit([changePassengersFx, changePassengersFx.pending, $passengers]);
  const refused = refusal && typeof refusal === 'object' && 'field' in refusal ? { [refusal.field]: refusal.problem } : {};
  const problems: DraftProblems = { ...(shown ? draftProblems(draft, { today: localToday() }) : {}), ...refused };
  const focus = (field: string) => document.getElementById(`${id}-${field}`)?.focus();
  const change = (next: PassengerDraft) => {
    setDraft(next);
    setRefusal(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    setRefusal(null);
    const first = Object.keys(draftProblems(draft, { today: localToday() }))[0];
    if (first) return focus(first);
    const passenger = passengerOfDraft(draft);
    try {
      await save(editing.index === null ? { kind: 'add', passenger } : { kind: 'edit', index: editing.index, passenger });
      onDone();
    } catch (error) {
      // The entries stay as typed; the person fixes what the server named, or tries again.
      const found = refusalOf(error, editing.index ?? list.length, list);
      setRefusal(found);
      if (typeof found === 'object' && 'field' in found) focus(found.field);
    }
  };
  return { draft, change, problems, refusal, pending, submit };
}

/** Adds or edits one saved document; every field is checked by the passenger rules before it is sent, and what was typed stays. */
export function DocumentForm({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const { draft, change, problems, refusal, pending, submit } = useDocumentDraft(editing, id, onDone);
  return (
    <section className={`${cardStyles.card} ${settings.group}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{editing.index === null ? t('account.documents.add') : t('account.documents.edit')}</h2>
      <form className={settings.fields} onSubmit={submit} noValidate data-testid="document-form">
        <DocumentFields id={id} draft={draft} problems={problems} onChange={change} />
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

/** The document's fields, each saying under itself what is wrong, in the visit's language. */
function DocumentFields({
  id,
  draft,
  problems,
  onChange,
}: {
  id: string;
  draft: PassengerDraft;
  problems: DraftProblems;
  onChange: (draft: PassengerDraft) => void;
}) {
  const t = useT();
  const { locale } = useTranslator();
  const props = (name: DraftField, label: MessageKey) => ({
    id: `${id}-${name}`,
    label: t(label),
    error: problems[name] && t(passengerProblemText[problems[name]]),
    'data-testid': `document-${name}`,
  });
  const text = (name: Exclude<DraftField, 'gender' | 'document_type'>) => ({
    value: draft[name],
    onValue: (value: string) => onChange({ ...draft, [name]: value }),
  });
  return (
    <>
      <TextField {...props('last_name', 'account.documents.lastName')} {...text('last_name')} autoComplete="family-name" />
      <TextField {...props('first_name', 'account.documents.firstName')} {...text('first_name')} autoComplete="given-name" />
      <TextField {...props('middle_name', 'account.documents.middleName')} {...text('middle_name')} autoComplete="additional-name" />
      <TextField {...props('birth_date', 'account.documents.birthDate')} {...text('birth_date')} type="date" autoComplete="bday" />
      <SelectField
        {...props('gender', 'account.documents.gender')}
        value={draft.gender}
        options={genders.map((gender) => ({ value: gender, label: t(genderText[gender]) }))}
        onValue={(gender) => onChange({ ...draft, gender })}
      />
      <SelectField
        {...props('citizenship', 'account.documents.citizenship')}
        value={draft.citizenship}
        options={countryOptions(locale).map((country) => ({ value: country.code, label: country.name }))}
        onValue={(citizenship) => onChange(withCitizenship(draft, citizenship))}
      />
      <SelectField
        {...props('document_type', 'account.documents.type')}
        value={draft.document_type}
        options={documentTypes.map((type) => ({ value: type, label: t(documentTypeText[type]) }))}
        onValue={(document_type) => onChange({ ...draft, document_type })}
      />
      <TextField {...props('document_number', 'account.documents.number')} {...text('document_number')} autoComplete="off" />
      <TextField {...props('document_expires', 'account.documents.expires')} {...text('document_expires')} type="date" />
    </>
  );
}
