import { useUnit } from 'effector-react';
import { useState, type FormEvent } from 'react';
import { useTranslator } from '../../platform/i18n';
import {
  $currency,
  $language,
  $market,
  currencyName,
  languageNames,
  marketName,
  markets,
  switchVisitSettings,
} from '../../platform/market';
import { $location, useRouteAvailability } from '../../platform/router';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { GlobeIcon } from '../icons/icons';
import styles from './shell.module.css';

/** One control for country, language and currency; applying reloads with the changed choice. */
export function RegionSettings() {
  const { t, locale } = useTranslator();
  const [market, language, currency, location] = useUnit([$market, $language, $currency, $location]);
  const available = useRouteAvailability();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState({ market, language, currency });
  const options = markets[draft.market] ?? markets[market]!;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    const changed = Object.fromEntries(
      Object.entries(draft).filter(([name, value]) => value !== { market, language, currency }[name as keyof typeof draft]),
    );
    if (Object.keys(changed).length === 0) return;
    // A page the new market or language does not have is cleared: the visit goes to the main page.
    const here = location.pathname;
    const cleared = !!available && available(here) && !available(here, { market: draft.market, language: draft.language });
    switchVisitSettings(changed, { toRoot: cleared });
  };

  const marketOptions = Object.keys(markets)
    .map((code) => ({ code, name: marketName(code, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));

  return (
    <>
      <Button
        variant="ghost"
        className={styles.region}
        aria-label={t('settings.open', { language: languageNames[language], currency: currency.toUpperCase() })}
        aria-haspopup="dialog"
        data-testid="region-settings"
        onClick={() => {
          setDraft({ market, language, currency });
          setOpen(true);
        }}
      >
        <GlobeIcon />
        <span aria-hidden="true">
          {language.slice(0, 2).toUpperCase()} · {currency.toUpperCase()}
        </span>
      </Button>
      <Dialog open={open} title={t('settings.title')} closeLabel={t('settings.close')} onClose={() => setOpen(false)}>
        <form onSubmit={apply}>
          <label className={styles.field}>
            {t('settings.market')}
            <select
              className={styles.select}
              name="market"
              value={draft.market}
              onChange={(event) => {
                const next = markets[event.target.value]!;
                setDraft({ market: next.code, language: next.languages[0]!, currency: next.currencies[0]! });
              }}
            >
              {marketOptions.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            {t('settings.language')}
            <select
              className={styles.select}
              name="language"
              value={draft.language}
              onChange={(event) => setDraft({ ...draft, language: event.target.value as typeof language })}
            >
              {options.languages.map((code) => (
                <option key={code} value={code}>
                  {languageNames[code]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            {t('settings.currency')}
            <select
              className={styles.select}
              name="currency"
              value={draft.currency}
              onChange={(event) => setDraft({ ...draft, currency: event.target.value as typeof currency })}
            >
              {options.currencies.map((code) => (
                <option key={code} value={code}>
                  {code.toUpperCase()} — {currencyName(code, locale)}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="primary" className={styles.apply}>
            {t('settings.apply')}
          </Button>
        </form>
      </Dialog>
    </>
  );
}
