export { Button, buttonClass } from './components/button';
export type { ButtonProps } from './components/button';
export { Dialog } from './components/dialog';
export { MaskedInput, type MaskedInputProps } from './components/masked-input';
export { LogoMark } from './components/logo';
export {
  BagIcon,
  BuildingIcon,
  CardIcon,
  ChevronDownIcon,
  CloseIcon,
  CompassIcon,
  MapIcon,
  FilterIcon,
  GlobeIcon,
  MinusIcon,
  PlaneIcon,
  PlusIcon,
  SearchIcon,
  SwapIcon,
} from './icons/icons';
export { AppShell, type ShellSection } from './shell/app-shell';
export { ContentPage, type ContentPageProps } from './shell/content-page';
export { Breadcrumbs, type Crumb } from './components/breadcrumbs';
export { NotFoundPage } from './shell/not-found';
export { PageChange, type PageChangeProps } from './shell/page-change';
export { ErrorBoundary } from './shell/error-boundary';
export { contrastRatio, hslToRgb, minimumContrast, toHex } from './tokens/contrast';
