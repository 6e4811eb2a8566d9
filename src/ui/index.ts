export { Button, buttonClass } from './components/button';
export type { ButtonProps } from './components/button';
export { Dialog } from './components/dialog';
/** A page's section on a raised surface, `card` (an opening `h2` spaced under it), and `skeleton`, its placeholder. */
export { default as cardStyles } from './components/card.module.css';
/**
 * The one text-field style: a stacked field (`stacked`, `input`, `error`, `hint`, `wide`) or one whose
 * label floats inside its box (`floating`, `label`, `control`, `floatingError`).
 */
export { default as textFieldStyles } from './forms/text-field.module.css';
export { default as toggleStyles } from './forms/toggle.module.css';
export { TextField, SelectField, type TextFieldProps, type SelectFieldProps } from './forms/text-field';
export { FormattedInput, type FormattedInputProps } from './forms/formatted-input';
export { DateField, type DateFieldProps } from './forms/date-field';
export { CountsPicker, CountsPanel, type CountGroup, type CountsPickerProps } from './forms/counts-picker';
export { PlaceInput, PlaceList, type EntryChoice, type PlaceEntry, type PlaceInputProps, type PlaceListProps } from './forms/place-input';
export { entryIcons, Highlighted, PlaceOption, type EntryKind, type PlaceKind, type PlaceOptionProps } from './forms/place-option';
export { placeChosen, placeFieldState, placeSynced, placeTyped, type PlaceFieldState, type PlaceValue } from './forms/place-field';
export { latestAnswer } from './forms/latest-answer';
export { useRevealed } from './components/revealed';
export { LogoMark } from './components/logo';
export {
  BagIcon,
  BedIcon,
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
  ListIcon,
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
export { JsonLd } from './components/json-ld';
export { NotFoundPage } from './shell/not-found';
export { PageChange, type PageChangeProps } from './shell/page-change';
export { ErrorBoundary } from './shell/error-boundary';
export { contrastRatio, hslToRgb, minimumContrast, toHex } from './tokens/contrast';
