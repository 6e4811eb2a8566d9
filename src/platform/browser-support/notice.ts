import { renderNotice } from './notice-view';

// The notice chunk: a build entry of its own, loaded by the browser check only where the app
// cannot run (spec §8).
renderNotice(document);
