import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../platform/i18n';
import { Link, type NavLink } from '../../platform/router';
import { buttonClass } from '../components/button';
import { CloseIcon, MenuIcon } from '../icons/icons';
import styles from './shell.module.css';

/**
 * The header's sections behind a button on narrow screens (under 960 px, where the header row has
 * no room for them): opening moves focus to the first entry, Escape closes and gives focus back.
 */
export function MobileMenu({ links, section }: { links: NavLink[]; section?: string }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a')?.focus();
  }, [open]);

  const closeToButton = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    closeToButton();
  };

  if (links.length === 0) return null;
  return (
    <div className={styles.menuArea} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={`${buttonClass('ghost')} ${styles.menuButton}`}
        aria-label={t('nav.menu')}
        aria-expanded={open}
        aria-controls={id}
        data-testid="menu-button"
        onClick={() => setOpen((was) => !was)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div ref={panel} id={id} className={styles.menu} hidden={!open} data-testid="menu">
        <nav aria-label={t('nav.main')}>
          <ul className={styles.menuList}>
            {links.map(({ section: key, href, label, icon: Icon }) => (
              <li key={key}>
                <Link href={href} className={styles.menuLink} aria-current={section === key ? 'page' : undefined} onClick={() => setOpen(false)}>
                  {Icon && <Icon />}
                  <span>{t(label)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
