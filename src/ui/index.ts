export { Button, buttonClass } from './components/button';
export type { ButtonProps } from './components/button';
export { Dialog } from './components/dialog';
export { LogoMark } from './components/logo';
export {
  BagIcon,
  BuildingIcon,
  ChevronDownIcon,
  CloseIcon,
  FilterIcon,
  GlobeIcon,
  MinusIcon,
  PlaneIcon,
  PlusIcon,
  SearchIcon,
  SwapIcon,
} from './icons/icons';
export { AppShell } from './shell/app-shell';
export { NotFoundPage } from './shell/not-found';
export { ErrorBoundary } from './shell/error-boundary';
