import type { Passenger } from '../../../contracts/user';
import { useT, type MessageKey } from '../../../platform/i18n';
import { passengerDraft, type PassengerDraft } from '../model/booking-form';
import styles from './booking.module.css';
import { Field, SelectField } from './field';

const documentText: Record<PassengerDraft['document_type'], MessageKey> = {
  passport: 'booking.doc.passport',
  international_passport: 'booking.doc.international',
  birth_certificate: 'booking.doc.birth',
  foreign_passport: 'booking.doc.foreign',
};

/** One passenger: a saved document to start from, then every field as typed. */
export function PassengerFields({
  index,
  draft,
  saved,
  invalid,
  onChange,
}: {
  index: number;
  draft: PassengerDraft;
  saved: Passenger[];
  invalid: (field: string) => boolean;
  onChange: (draft: PassengerDraft) => void;
}) {
  const t = useT();
  const set = (field: keyof PassengerDraft) => (value: string) => onChange({ ...draft, [field]: value });
  const bad = (field: string) => invalid(`passengers.${index}.${field}`);
  const savedIndex = saved.findIndex((passenger) => passenger.document.number === draft.document_number && passenger.last_name === draft.last_name);
  return (
    <fieldset className={styles.fields} data-testid="booking-passenger">
      <legend>{t('booking.passenger', { index: index + 1 })}</legend>
      {saved.length > 0 && (
        <div className={styles.wide}>
          <SelectField
            label={t('booking.saved')}
            value={String(savedIndex)}
            testId="booking-saved"
            options={[{ value: '-1', label: t('booking.byHand') }, ...saved.map((passenger, at) => ({ value: String(at), label: `${passenger.first_name} ${passenger.last_name}` }))]}
            onValue={(value) => {
              const chosen = saved[Number(value)];
              if (chosen) onChange(passengerDraft(chosen));
            }}
          />
        </div>
      )}
      <Field label={t('booking.firstName')} value={draft.first_name} onValue={set('first_name')} invalid={bad('first_name')} autoComplete="given-name" data-testid="booking-first-name" />
      <Field label={t('booking.lastName')} value={draft.last_name} onValue={set('last_name')} invalid={bad('last_name')} autoComplete="family-name" data-testid="booking-last-name" />
      <Field label={t('booking.birthDate')} type="date" value={draft.birth_date} onValue={set('birth_date')} invalid={bad('birth_date')} autoComplete="bday" data-testid="booking-birth-date" />
      <SelectField
        label={t('booking.gender')}
        value={draft.gender}
        options={[
          { value: 'male', label: t('booking.male') },
          { value: 'female', label: t('booking.female') },
        ]}
        onValue={set('gender')}
      />
      <Field label={t('booking.citizenship')} value={draft.citizenship} onValue={set('citizenship')} invalid={bad('citizenship')} maxLength={2} autoCapitalize="characters" />
      <SelectField
        label={t('booking.documentType')}
        value={draft.document_type}
        options={(Object.keys(documentText) as PassengerDraft['document_type'][]).map((type) => ({ value: type, label: t(documentText[type]) }))}
        onValue={set('document_type')}
      />
      <Field label={t('booking.documentNumber')} value={draft.document_number} onValue={set('document_number')} invalid={bad('document_number')} data-testid="booking-document" />
      <Field label={t('booking.documentExpires')} type="date" value={draft.document_expires} onValue={set('document_expires')} invalid={bad('document_expires')} />
    </fieldset>
  );
}
