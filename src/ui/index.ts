export { Button, buttonClass } from './components/button';
export type { ButtonProps } from './components/button';
export { Dialog } from './components/dialog';
/** Styles of a field whose label floats inside its box: `field`, `label`, `control`, `error`. */
export { default as fieldStyles } from './components/field.module.css';
export { default as inputStyles } from './components/text-input.module.css';
/** A page's section on a raised surface, `card` (an opening `h2` spaced under it), and `skeleton`, its placeholder. */
export { default as cardStyles } from './components/card.module.css';
export { FormattedInput, type FormattedInputProps } from './components/formatted-input';
export { useRevealed } from './components/revealed';
export { LogoMark } from './components/logo';
export {
  BagIcon,
  BuildingIcon,
  CardIcon,
  ChevronDownIcon,
  ClockIcon,
  CloseIcon,
  CompassIcon,
  MapIcon,
  FilterIcon,
  GlobeIcon,
  HeartIcon,
  MenuIcon,
  MinusIcon,
  PlaneIcon,
  PlusIcon,
  SearchIcon,
  SwapIcon,
  UserIcon,
} from './icons/icons';
export { AppShell } from './shell/app-shell';
export { ShellNavigationProvider, type ShellNavigation } from './shell/navigation';
export { ContentPage, type ContentPageProps } from './shell/content-page';
export { Breadcrumbs, type Crumb } from './components/breadcrumbs';
export { NotFoundPage } from './shell/not-found';
export { PageChange, type PageChangeProps } from './shell/page-change';
export { ErrorBoundary } from './shell/error-boundary';
export { contrastRatio, hslToRgb, minimumContrast, toHex } from './tokens/contrast';
