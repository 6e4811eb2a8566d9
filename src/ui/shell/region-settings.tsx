import { useUnit } from 'effector-react';
import { useState, type FormEvent, type SelectHTMLAttributes } from 'react';
import { visitSettingsPath } from '../../contracts/plain/search';
import type { BrandCode } from '../../platform/brand';
import { useTranslator } from '../../platform/i18n';
import {
  $brand,
  $currency,
  $language,
  $market,
  currencyOptions,
  languageNames,
  languageOptions,
  marketFor,
  marketOptions,
  visitSettingsChanged,
  type Currency,
  type Language,
} from '../../platform/market';
import { $location, useContentPage, useRouteAvailability } from '../../platform/router';
import { Button, buttonClass } from '../components/button';
import { Dialog } from '../components/dialog';
import { GlobeIcon } from '../icons/icons';
import inputStyles from '../forms/text-field.module.css';
import styles from './shell.module.css';

/**
 * One control for country, language and currency; applying reloads with the changed choice (spec
 * §2.9, §4). On a content page, which comes without the app, it is a disclosure with a plain form
 * the server handles (`GET /settings`); once the app is there, opening it shows the dialog instead.
 */
export function RegionSettings() {
  const { t, locale } = useTranslator();
  const [brand, market, language, currency, location] = useUnit([$brand, $market, $language, $currency, $location]);
  const changed = useUnit(visitSettingsChanged);
  const available = useRouteAvailability();
  const contentPage = useContentPage();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState({ market, language, currency });
  const code = `${language.slice(0, 2).toUpperCase()} · ${currency.toUpperCase()}`;
  const current = marketFor(brand, market) ?? { code: market, languages: [language], currencies: [currency] };

  // The name starts with the visible text, so speech control can say what it sees (WCAG 2.5.3).
  const label = t('settings.open', { code, language: languageNames[language], currency: currency.toUpperCase() });
  const openDialog = () => {
    setDraft({ market, language, currency });
    setOpen(true);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    const settings = Object.fromEntries(Object.entries(draft).filter(([name, value]) => value !== { market, language, currency }[name as keyof typeof draft]));
    if (Object.keys(settings).length === 0) return;
    // A page the new market or language does not have is cleared: the visit goes to the main page.
    const here = location.pathname;
    const cleared = !!available && available(here) && !available(here, { market: draft.market, language: draft.language });
    changed({ settings, toRoot: cleared });
  };

  return (
    <>
      {contentPage ? (
        <details className={styles.regionPicker}>
          <summary
            className={`${buttonClass('ghost')} ${styles.region}`}
            aria-label={label}
            data-testid="region-settings"
            onClick={(event) => {
              event.preventDefault();
              openDialog();
            }}
          >
            <GlobeIcon />
            <span aria-hidden="true">{code}</span>
          </summary>
          <form method="get" action={visitSettingsPath} className={styles.regionPanel} aria-label={t('settings.title')}>
            <input type="hidden" name="back" value={location.pathname} />
            <RegionSelect label={t('settings.market')} name="market" defaultValue={market} choices={marketChoices(brand, locale)} />
            <RegionSelect label={t('settings.language')} name="language" defaultValue={language} choices={languageChoices(current, locale)} />
            <RegionSelect label={t('settings.currency')} name="currency" defaultValue={currency} choices={currencyChoices(current, locale)} />
            <Button type="submit" variant="primary" className={styles.apply}>
              {t('settings.apply')}
            </Button>
          </form>
        </details>
      ) : (
        <Button variant="ghost" className={styles.region} aria-label={label} aria-haspopup="dialog" data-testid="region-settings" onClick={openDialog}>
          <GlobeIcon />
          <span aria-hidden="true">{code}</span>
        </Button>
      )}
      <Dialog open={open} title={t('settings.title')} closeLabel={t('settings.close')} onClose={() => setOpen(false)}>
        {/* A component of its own: its choices (every market's, language's and currency's name) are built when the dialog opens, not with every render of the header. */}
        <RegionForm brand={brand} locale={locale} current={current} draft={draft} onDraft={setDraft} onApply={apply} />
      </Dialog>
    </>
  );
}

type Draft = { market: string; language: Language; currency: Currency };

/** The dialog's form: the three choices and the button that applies them. */
function RegionForm({
  brand,
  locale,
  current,
  draft,
  onDraft,
  onApply,
}: {
  brand: BrandCode;
  locale: string;
  current: Offer;
  draft: Draft;
  onDraft(draft: Draft): void;
  onApply(event: FormEvent): void;
}) {
  const { t } = useTranslator();
  // What the drafted market offers; the visit's own offer for a market the brand does not list.
  const offered = marketFor(brand, draft.market) ?? current;
  return (
    <form onSubmit={onApply}>
      <RegionSelect
        label={t('settings.market')}
        name="market"
        value={draft.market}
        choices={marketChoices(brand, locale)}
        onChange={(event) => {
          const next = marketFor(brand, event.target.value);
          if (!next) return;
          // Keep the language and currency where the new market offers them.
          onDraft({
            market: next.code,
            language: next.languages.includes(draft.language) ? draft.language : next.languages[0]!,
            currency: next.currencies.includes(draft.currency) ? draft.currency : next.currencies[0]!,
          });
        }}
      />
      <RegionSelect
        label={t('settings.language')}
        name="language"
        value={draft.language}
        choices={languageChoices(offered, locale)}
        onChange={(event) => onDraft({ ...draft, language: event.target.value as Language })}
      />
      <RegionSelect
        label={t('settings.currency')}
        name="currency"
        value={draft.currency}
        choices={currencyChoices(offered, locale)}
        onChange={(event) => onDraft({ ...draft, currency: event.target.value as Currency })}
      />
      <Button type="submit" variant="primary" className={styles.apply}>
        {t('settings.apply')}
      </Button>
    </form>
  );
}

/** A language's own name and its name in the reader's language are often the same word. */
const sameName = (label: string, text: string) => label.localeCompare(text, undefined, { sensitivity: 'base' }) === 0;

type Offer = Parameters<typeof languageOptions>[0];
interface Choice {
  value: string;
  text: string;
}

const marketChoices = (brand: Parameters<typeof marketOptions>[0], locale: string): Choice[] =>
  marketOptions(brand, locale).map(({ value, label }) => ({ value, text: label }));
const languageChoices = (offer: Offer, locale: string): Choice[] =>
  languageOptions(offer, locale).map(({ value, label, text }) => ({ value, text: sameName(label, text) ? label : `${label} (${text})` }));
const currencyChoices = (offer: Offer, locale: string): Choice[] =>
  currencyOptions(offer, locale).map(({ value, label, text }) => ({ value, text: `${label} — ${text}` }));

/** One of the three fields, in the content page's plain form (`defaultValue`) or the app's dialog (`value`, `onChange`). */
function RegionSelect({ label, choices, ...select }: { label: string; choices: Choice[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <label className={styles.field}>
      {label}
      <select className={inputStyles.input} {...select}>
        {choices.map(({ value, text }) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
