import { createContext, useContext, type ReactNode } from 'react';
import type { Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);

export function I18nProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('I18nProvider is missing');
  return translator;
}

export const useT = () => useTranslator().t;
