import { searchHorizonDays } from '../../../contracts/plain/search';
import { addDays } from './dates';

const monthStart = (date: string, shift: number) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 1 + shift, 1));
  return start.toISOString().slice(0, 10);
};

/**
 * The month a one-way price calendar shows, `shift` months from the search's departure month: the
 * date to ask it for (its first day, or today in the current month) and whether the months before
 * and after it can still be searched (not before today, not beyond the search horizon).
 */
export function calendarMonth(departDate: string, shift: number, today: string) {
  const first = monthStart(departDate, shift);
  const lastSearchable = addDays(today, searchHorizonDays);
  return {
    date: first < today ? today : first,
    canGoBack: first > today.slice(0, 8) + '01',
    canGoOn: monthStart(departDate, shift + 1) <= lastSearchable,
  };
}
