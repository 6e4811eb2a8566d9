import type { PassengerType } from '../../../contracts/passenger';
import type { SavedPassenger } from '../../../contracts/saved-passengers';
import { useT, useTranslator, type MessageKey } from '../../../platform/i18n';
import { countryOptions, savedPassengerDraft, withCitizenship, type PassengerDraft } from '../../../platform/passenger-form';
import { SelectField, TextField } from '../../../ui';
import styles from './booking.module.css';

const documentText: Record<PassengerDraft['document_type'], MessageKey> = {
  passport: 'booking.doc.passport',
  international_passport: 'booking.doc.international',
  birth_certificate: 'booking.doc.birth',
  foreign_passport: 'booking.doc.foreign',
};

/** One passenger of the type the search counted: a saved document to start from, then every field as typed. */
export function PassengerFields({
  index,
  type,
  draft,
  saved,
  error,
  onChange,
}: {
  index: number;
  type: PassengerType;
  draft: PassengerDraft;
  saved: SavedPassenger[];
  /** What is wrong with a field of this passenger (`first_name`, `document_number` …), in words. */
  error: (field: string) => string | undefined;
  onChange: (draft: PassengerDraft) => void;
}) {
  const t = useT();
  const { locale } = useTranslator();
  const set = (field: keyof PassengerDraft) => (value: string) => onChange({ ...draft, [field]: value });
  return (
    <fieldset className={styles.fields} data-testid="booking-passenger" data-type={type}>
      <legend>{t('booking.passenger', { index: index + 1 })}</legend>
      <p className={`${styles.muted} ${styles.wide} ${styles.lead}`}>{t('booking.passengerType', { type })}</p>
      {saved.length > 0 && <SavedChoice draft={draft} saved={saved} onChange={onChange} />}
      <TextField
        label={t('booking.firstName')}
        value={draft.first_name}
        onValue={set('first_name')}
        error={error('first_name')}
        autoComplete="given-name"
        data-testid="booking-first-name"
      />
      <TextField
        label={t('booking.lastName')}
        value={draft.last_name}
        onValue={set('last_name')}
        error={error('last_name')}
        autoComplete="family-name"
        data-testid="booking-last-name"
      />
      <TextField
        label={t('booking.birthDate')}
        type="date"
        value={draft.birth_date}
        onValue={set('birth_date')}
        error={error('birth_date')}
        autoComplete="bday"
        data-testid="booking-birth-date"
      />
      <SelectField
        label={t('booking.gender')}
        value={draft.gender}
        options={[
          { value: 'male', label: t('booking.male') },
          { value: 'female', label: t('booking.female') },
        ]}
        onValue={set('gender')}
      />
      <SelectField
        label={t('booking.citizenship')}
        value={draft.citizenship}
        options={countryOptions(locale).map((country) => ({ value: country.code, label: country.name }))}
        onValue={(citizenship) => onChange(withCitizenship(draft, citizenship))}
        error={error('citizenship')}
        data-testid="booking-citizenship"
      />
      <SelectField
        label={t('booking.documentType')}
        value={draft.document_type}
        options={(Object.keys(documentText) as PassengerDraft['document_type'][]).map((document) => ({ value: document, label: t(documentText[document]) }))}
        onValue={set('document_type')}
        data-testid="booking-document-type"
      />
      <TextField
        label={t('booking.documentNumber')}
        value={draft.document_number}
        onValue={set('document_number')}
        error={error('document_number')}
        autoComplete="off"
        data-testid="booking-document"
      />
      <TextField
        label={t('booking.documentExpires')}
        type="date"
        value={draft.document_expires}
        onValue={set('document_expires')}
        error={error('document_expires')}
        data-testid="booking-document-expires"
      />
    </fieldset>
  );
}

/** A saved document to fill the passenger from, or typing by hand. */
function SavedChoice({ draft, saved, onChange }: { draft: PassengerDraft; saved: SavedPassenger[]; onChange: (draft: PassengerDraft) => void }) {
  const t = useT();
  const savedIndex = saved.findIndex((passenger) => passenger.document.number === draft.document_number && passenger.last_name === draft.last_name);
  return (
    <SelectField
      wide
      label={t('booking.saved')}
      value={String(savedIndex)}
      data-testid="booking-saved"
      options={[
        { value: '-1', label: t('booking.byHand') },
        ...saved.map((passenger, at) => ({ value: String(at), label: `${passenger.first_name} ${passenger.last_name}` })),
      ]}
      onValue={(value) => {
        const chosen = saved[Number(value)];
        if (chosen) onChange(savedPassengerDraft(chosen));
      }}
    />
  );
}
