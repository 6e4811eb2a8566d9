import styles from './prices.module.css';

const space = /[\s\u00a0\u202f]+/;

/**
 * A formatted price whose amount and currency sign may go on two lines, but the amount never
 * breaks: a narrow calendar cell wraps `11 506 ₽` as `11 506` over `₽` instead of letting it
 * run into the next cell (its separators are no-break spaces).
 */
export function BreakablePrice({ text }: { text: string }) {
  const match = /^(\D*?)(\d(?:[\d\s\u00a0\u202f.,'’]*\d)?)(\D*)$/.exec(text);
  if (!match) return <>{text}</>;
  const [, before = '', amount, after = ''] = match;
  const lead = before.replace(new RegExp(`${space.source}$`), '');
  const trail = after.replace(new RegExp(`^${space.source}`), '');
  return (
    <>
      {lead}
      {lead && (lead === before ? <wbr /> : ' ')}
      <span className={styles.amount}>{amount}</span>
      {trail && (trail === after ? <wbr /> : ' ')}
      {trail}
    </>
  );
}
