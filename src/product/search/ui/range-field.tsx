import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../platform/i18n';
import type { Range } from '../model/filters';
import styles from './range-field.module.css';

interface RangeFieldProps {
  /** The group's name, for the two sliders' labels ("Price, from"). */
  label: string;
  /** The extent of the sliders. */
  bounds: Range;
  step: number;
  /** The filter now; null spans the bounds. */
  value: Range | null;
  format(value: number): string;
  /** A range that spans the bounds is given as null: no filter. */
  onChange(range: Range | null): void;
  testId?: string;
}

const commitDelay = 200;

/**
 * A pair of native range inputs on one track: each is keyboard operable (arrows, Page Up/Down,
 * Home/End) and labelled. The pair moves a draft at once and changes the filter once the hand
 * pauses, so that dragging does not re-rank the results at every step.
 */
export function RangeField({ label, bounds: found, step, value, format, onChange, testId }: RangeFieldProps) {
  const t = useT();
  // The top is a whole number of steps above the bottom, or a slider could not reach it.
  const bounds = { min: found.min, max: found.min + Math.max(1, Math.ceil((found.max - found.min) / step)) * step };
  const low = Math.max(bounds.min, Math.min(value?.min ?? bounds.min, bounds.max));
  const high = Math.min(bounds.max, Math.max(value?.max ?? bounds.max, bounds.min));
  const [draft, setDraft] = useState({ min: low, max: high });
  const [given, setGiven] = useState({ low, high });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A filter changed elsewhere (a reset, the address) or bounds widened by new tickets move the sliders.
  if (given.low !== low || given.high !== high) {
    setGiven({ low, high });
    setDraft({ min: low, max: high });
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const move = (next: Range) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const atMin = next.min <= bounds.min;
      const atMax = next.max >= bounds.max;
      // An end at its bound means no bound: tickets found later beyond it are not hidden.
      onChange(atMin && atMax ? null : { min: atMin ? 0 : next.min, max: atMax ? Infinity : next.max });
    }, commitDelay);
  };
  const share = (at: number) => `${((at - bounds.min) / (bounds.max - bounds.min)) * 100}%`;

  return (
    <div className={styles.field} data-testid={testId}>
      <p className={styles.values} aria-hidden="true">
        {t('results.filters.range', { from: format(draft.min), to: format(draft.max) })}
      </p>
      <div className={styles.track}>
        {/* The chosen part of the track: SVG attributes, as the CSP allows no style attributes. */}
        <svg className={styles.fill} aria-hidden="true" focusable="false">
          <rect x={share(draft.min)} width={share(bounds.min + draft.max - draft.min)} height="100%" />
        </svg>
        <Slider
          bounds={bounds}
          step={step}
          value={draft.min}
          label={t('results.filters.rangeFrom', { name: label })}
          valueText={format(draft.min)}
          onValue={(at) => move({ min: Math.min(at, draft.max), max: draft.max })}
        />
        <Slider
          bounds={bounds}
          step={step}
          value={draft.max}
          label={t('results.filters.rangeTo', { name: label })}
          valueText={format(draft.max)}
          onValue={(at) => move({ min: draft.min, max: Math.max(at, draft.min) })}
        />
      </div>
    </div>
  );
}

interface SliderProps {
  bounds: Range;
  step: number;
  value: number;
  label: string;
  valueText: string;
  onValue(value: number): void;
}

/** One end of the range: a native slider over the whole track, labelled and read out by its value. */
function Slider({ bounds, step, value, label, valueText, onValue }: SliderProps) {
  return (
    <input
      type="range"
      className={styles.input}
      min={bounds.min}
      max={bounds.max}
      step={step}
      value={value}
      aria-label={label}
      aria-valuetext={valueText}
      onChange={(event) => onValue(Number(event.target.value))}
    />
  );
}
