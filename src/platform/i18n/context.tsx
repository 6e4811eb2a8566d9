import { useUnit } from 'effector-react';
import { createContext, useContext, type ReactNode } from 'react';
import { $translator } from './model';
import type { Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);

/** Gives views the scope's translator, and renders them again when a route's messages arrive. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const translator = useUnit($translator);
  if (!translator) throw new Error('The scope has no translator');
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('I18nProvider is missing');
  return translator;
}

export const useT = () => useTranslator().t;
