import { sample } from 'effector';
import { $authorized } from '../session';
import { loadSavedSettingsFx } from '../services/session';
import { settingsQuery } from './api/settings';
// The settings model: its answer may switch the visit's currency (spec §4).
import './settings';

// Loaded once the browser is idle on a page with a session: the returning user's saved settings.
sample({ clock: loadSavedSettingsFx.done, filter: $authorized, target: settingsQuery.refresh });
