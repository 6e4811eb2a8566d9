import { useUnit } from 'effector-react';
import { useState, type FormEvent } from 'react';
import { maxHotelGuests, maxHotelRooms } from '../../../contracts/plain/hotel-offers';
import { localToday } from '../../../platform/calendar';
import { useTranslator, type MessageKey } from '../../../platform/i18n';
import { Button, CountsPicker, DateField, SearchIcon, SelectField } from '../../../ui';
import { addDays, draftFor, stayProblems, type StayDraft, type StayProblem } from '../model/form';
import { $destination, $failure, $stay, $view, searchWanted } from '../model/search';
import { emptyView } from '../model/search-url';
import { DestinationInput } from './destination-input';
import styles from './search-form.module.css';

const problemText: Record<StayProblem, MessageKey> = {
  noDestination: 'hotels.problem.noDestination',
  pastDate: 'hotels.problem.pastDate',
  tooFar: 'hotels.problem.tooFar',
  checkOutBeforeIn: 'hotels.problem.checkOutBeforeIn',
  tooLong: 'hotels.problem.tooLong',
  tooManyGuests: 'hotels.problem.tooManyGuests',
  roomsOverAdults: 'hotels.problem.roomsOverAdults',
};

type Counts = { adults: number; children: number; rooms: number };

function GuestsPicker({ draft, onDraft, error }: { draft: StayDraft; onDraft(draft: StayDraft): void; error?: string }) {
  const { t } = useTranslator();
  const guests = draft.adults + draft.children.length;
  const room = maxHotelGuests - guests;
  const counts: Counts = { adults: draft.adults, children: draft.children.length, rooms: draft.rooms };
  const onCounts = (next: Counts) =>
    onDraft({
      ...draft,
      adults: next.adults,
      rooms: Math.min(next.rooms, next.adults),
      children: next.children > draft.children.length ? [...draft.children, 8] : draft.children.slice(0, next.children),
    });
  const ages = Array.from({ length: 18 }, (_, age) => ({ value: String(age), label: t('hotels.form.age', { age }) }));
  return (
    <CountsPicker
      label={t('hotels.form.guests')}
      summary={t('hotels.form.guestsSummary', { guests, rooms: draft.rooms })}
      counts={counts}
      groups={[
        { key: 'adults', label: t('hotels.form.adults'), min: 1, max: draft.adults + room },
        { key: 'children', label: t('hotels.form.children'), hint: t('hotels.form.childrenHint'), min: 0, max: draft.children.length + room },
        { key: 'rooms', label: t('hotels.form.rooms'), min: 1, max: Math.min(maxHotelRooms, draft.adults) },
      ]}
      onCounts={onCounts}
      decreaseLabel={(label) => t('hotels.form.decrease', { label })}
      increaseLabel={(label) => t('hotels.form.increase', { label })}
      doneLabel={t('hotels.form.done')}
      error={error}
      className={styles.guests}
    >
      {draft.children.map((age, index) => (
        <SelectField
          key={index}
          label={t('hotels.form.childAge', { number: index + 1 })}
          value={String(age)}
          options={ages}
          onValue={(value) => onDraft({ ...draft, children: draft.children.map((old, at) => (at === index ? Number(value) : old)) })}
        />
      ))}
    </CountsPicker>
  );
}

/** Where, when and who: a new address (and a new search) once every field is right. */
export function HotelSearchForm() {
  const { t } = useTranslator();
  const [stay, destination, view, failure, wanted] = useUnit([$stay, $destination, $view, $failure, searchWanted]);
  const today = localToday();
  const [draft, setDraft] = useState<StayDraft>(() => draftFor(today, stay, destination));
  const [shownProblems, setShownProblems] = useState(false);
  // A stay the API refused shows its problems at once.
  const problems = shownProblems || failure?.kind === 'invalid' ? stayProblems(draft, today) : {};
  const text = (problem: StayProblem | undefined) => (problem ? t(problemText[problem]) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(stayProblems(draft, today)).length > 0 || !draft.destination) return setShownProblems(true);
    wanted({ stay: { ...draft, destination: draft.destination }, view: { ...emptyView, sort: view.sort } });
  };
  const checkIn = (date: string) => setDraft({ ...draft, checkIn: date, checkOut: draft.checkOut > date ? draft.checkOut : addDays(date, 1) });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('hotels.form.label')} data-testid="hotel-search-form">
      <div className={styles.destination}>
        <DestinationInput value={draft.destination} onChange={(destination) => setDraft({ ...draft, destination })} error={text(problems.destination)} />
      </div>
      <DateField
        id="hotel-check-in"
        name="check_in"
        label={t('hotels.form.checkIn')}
        value={draft.checkIn}
        min={today}
        max={addDays(today, 364)}
        onChange={checkIn}
        error={text(problems.checkIn)}
      />
      <DateField
        id="hotel-check-out"
        name="check_out"
        label={t('hotels.form.checkOut')}
        value={draft.checkOut}
        min={addDays(draft.checkIn, 1)}
        max={addDays(draft.checkIn, 30)}
        onChange={(date) => setDraft({ ...draft, checkOut: date })}
        error={text(problems.checkOut)}
      />
      <GuestsPicker draft={draft} onDraft={setDraft} error={text(problems.guests)} />
      <Button type="submit" variant="cta" size="large" className={styles.submit}>
        <SearchIcon />
        {t('hotels.form.submit')}
      </Button>
    </form>
  );
}
