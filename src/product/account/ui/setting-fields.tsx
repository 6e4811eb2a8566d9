import { useUnit } from 'effector-react';
import { useId, type ReactNode } from 'react';
import { useT } from '../../../platform/i18n';
import { settingsChanged } from '../../../platform/user';
import { $saveState } from '../model/settings-page';
import { cardStyles, textFieldStyles } from '../../../ui';
import type { PlaceChoice } from '../../../platform/places';
import { FlightPlaceInput } from '../../search';
import forms from './forms.module.css';
import styles from './settings.module.css';

/** How the last change of this setting went, announced politely. */
export function SaveStatus({ setting }: { setting: string }) {
  const t = useT();
  const state = useUnit($saveState);
  const mine = state?.key === setting ? state.status : null;
  return (
    <span className={mine === 'failed' ? forms.error : styles.status} role="status">
      {mine === 'saving'
        ? t('account.settings.saving')
        : mine === 'saved'
          ? t('account.settings.saved')
          : mine === 'failed'
            ? t('account.settings.failed')
            : ''}
    </span>
  );
}

/** A yes/no setting. */
export function Toggle({ setting, label, hint, checked }: { setting: string; label: string; hint?: string; checked: boolean }) {
  const id = useId();
  const change = useUnit(settingsChanged);
  return (
    <div className={styles.setting}>
      <label className={forms.check} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => change({ [setting]: event.target.checked })}
          aria-describedby={hint ? `${id}-hint` : undefined}
          data-testid={`setting-${setting}`}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className={forms.hint}>
          {hint}
        </p>
      )}
      <SaveStatus setting={setting} />
    </div>
  );
}

/** A choice among values. */
export function Choice({
  setting,
  label,
  value,
  options,
  onChoose,
}: {
  setting: string;
  label: string;
  value: string;
  options: { value: string; text: string }[];
  onChoose?: (value: string) => void;
}) {
  const id = useId();
  const change = useUnit(settingsChanged);
  return (
    <div className={styles.setting}>
      <div className={forms.field}>
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          className={textFieldStyles.input}
          value={value}
          onChange={(event) => (onChoose ? onChoose(event.target.value) : change({ [setting]: event.target.value }))}
          data-testid={`setting-${setting}`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </select>
      </div>
      <SaveStatus setting={setting} />
    </div>
  );
}

/** One group of settings. */
export function SettingsGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`${cardStyles.card} ${styles.group}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className={styles.fields}>{children}</div>
    </section>
  );
}

/** The home airport or city (spec §3 `origin`): the main page's form starts there instead of the city guessed from the address. */
export function HomeCityField({ label, placeholder, value }: { label: string; placeholder: string; value: PlaceChoice | null }) {
  const change = useUnit(settingsChanged);
  return (
    <div className={styles.setting} data-testid="setting-origin">
      <FlightPlaceInput label={label} placeholder={placeholder} name="origin" value={value} onChange={(place) => change({ origin: place?.code ?? null })} />
      <SaveStatus setting="origin" />
    </div>
  );
}
