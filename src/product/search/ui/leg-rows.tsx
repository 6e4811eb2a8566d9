import { useUnit } from 'effector-react';
import { useT } from '../../../platform/i18n';
import { Button, CloseIcon, DateField, PlusIcon } from '../../../ui';
import * as form from '../model/form';
import { maxNextLegs } from '../model/legs';
import { legField, type LegPart } from '../model/validate';
import { FlightPlaceInput } from './place-input';
import styles from './search-form.module.css';

interface LegRowsProps {
  id: string;
  today: string;
  last: string;
  /** A problem's words, by its field. */
  error(field: ReturnType<typeof legField>): string | undefined;
}

/**
 * The multi-city legs after the first, each with its places and date. Adding and removing are
 * submit buttons, so that a page without the app asks the server for the changed form; the app
 * changes it in place.
 */
export function LegRows({ id, today, last, error }: LegRowsProps) {
  const t = useT();
  const { legs, departDate, sentBack } = useUnit({ legs: form.$legs, departDate: form.$departDate, sentBack: form.$sentBack });
  const on = useUnit({
    origin: form.legOriginChanged,
    destination: form.legDestinationChanged,
    date: form.legDateChanged,
    add: form.legAdded,
    remove: form.legRemoved,
  });
  const name = (index: number, part: LegPart) => legField(index, part);

  return (
    <div className={styles.legs} data-testid="multi-city-legs">
      {legs.map((leg, index) => {
        const number = index + 2;
        const previous = index === 0 ? departDate : legs[index - 1]!.date;
        return (
          <fieldset key={index} className={styles.leg} data-testid={`leg-${number}`}>
            <legend className={styles.legTitle}>{t('search.leg', { number })}</legend>
            <div className={styles.legFields}>
              <FlightPlaceInput
                name={name(index, 'Origin')}
                label={t('search.origin')}
                placeholder={t('search.originPlaceholder')}
                value={leg.origin}
                onChange={(place) => on.origin({ index, place })}
                typed={sentBack?.legs[index]?.origin}
                error={error(name(index, 'Origin'))}
              />
              <FlightPlaceInput
                name={name(index, 'Destination')}
                label={t('search.destination')}
                placeholder={t('search.destinationPlaceholder')}
                value={leg.destination}
                onChange={(place) => on.destination({ index, place })}
                typed={sentBack?.legs[index]?.destination}
                error={error(name(index, 'Destination'))}
              />
              <DateField
                id={`${id}-leg${number}`}
                name={name(index, 'Date')}
                label={t('search.legDate')}
                value={leg.date}
                min={previous && previous > today ? previous : today}
                max={last}
                error={error(name(index, 'Date'))}
                onChange={(date) => on.date({ index, date })}
              />
              {legs.length > 1 && (
                <Button
                  iconOnly
                  variant="ghost"
                  type="submit"
                  name="removeLeg"
                  value={number}
                  className={styles.removeLeg}
                  aria-label={t('search.removeLeg', { number })}
                  onClick={(event) => {
                    event.preventDefault();
                    on.remove(index);
                  }}
                >
                  <CloseIcon size={16} />
                </Button>
              )}
            </div>
          </fieldset>
        );
      })}
      {legs.length < maxNextLegs && (
        <Button
          type="submit"
          name="addLeg"
          value="1"
          variant="ghost"
          className={styles.addLeg}
          onClick={(event) => {
            event.preventDefault();
            on.add();
          }}
        >
          <PlusIcon size={16} />
          {t('search.addLeg')}
        </Button>
      )}
    </div>
  );
}
