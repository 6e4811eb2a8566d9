import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import type { SearchQuery } from '../../../../contracts/search';
import { Link } from '../../../../platform/router';
import { onDates } from '../../model/prices';
import { buildSearchParams } from '../../model/search-url';
import { $viewQuery } from '../../model/view';
import { searchRoute } from '../../routes';

export interface DayLinkProps {
  /** The search on screen; the link opens it on this day's dates. */
  query: SearchQuery;
  departDate: string;
  returnDate?: string;
  className?: string;
  /** The grid's one Tab stop (arrow keys reach the others). */
  tabStop: boolean;
  children: ReactNode;
}

/** A day of a calendar: the link to the same trip's search on its dates, sorted and filtered as now. */
export function DayLink({ query, departDate, returnDate, className, tabStop, children, ...data }: DayLinkProps & Record<`data-${string}`, string | undefined>) {
  const view = useUnit($viewQuery);
  return (
    <Link
      to={searchRoute}
      params={{ params: buildSearchParams(onDates(query, departDate, returnDate)) }}
      query={view}
      className={className}
      tabIndex={tabStop ? 0 : -1}
      data-roving=""
      {...data}
    >
      {children}
    </Link>
  );
}
