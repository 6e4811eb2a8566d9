import { useUnit } from 'effector-react';
import { useEffect, type RefObject } from 'react';
import { cardsSeen } from '../model/view';

/**
 * While the search runs, tells the model how many of the list's first cards have been on screen:
 * when the search ends, the tickets that waited join the list below those (model/view.ts).
 */
export function useSeenCards(list: RefObject<HTMLElement | null>, active: boolean, revealed: number): void {
  const seen = useUnit(cardsSeen);
  useEffect(() => {
    const element = list.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const cards = [...element.querySelectorAll<HTMLElement>('[data-testid="ticket"]')];
    const observer = new IntersectionObserver((entries) => {
      let count = 0;
      for (const entry of entries) if (entry.isIntersecting) count = Math.max(count, cards.indexOf(entry.target as HTMLElement) + 1);
      if (count > 0) seen(count);
    });
    for (const card of cards) observer.observe(card);
    return () => observer.disconnect();
  }, [list, active, revealed, seen]);
}
