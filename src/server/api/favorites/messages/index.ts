import { serverMessages } from '../../../server-messages';
import az from './az.json';
import en from './en.json';
import es from './es-ES.json';
import hyAM from './hy-AM.json';
import ka from './ka.json';
import kk from './kk.json';
import ky from './ky.json';
import ru from './ru.json';
import tg from './tg.json';
import th from './th.json';
import uk from './uk.json';
import uz from './uz.json';

// The price-drop digest, in every UI language.

export type FavoritesKey = keyof typeof en;

export const favoritesTexts = serverMessages<FavoritesKey>('favorites', { az, en, 'es-ES': es, 'hy-AM': hyAM, ka, kk, ky, ru, tg, th, uk, uz });
