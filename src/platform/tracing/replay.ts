import { addIntegration, replayIntegration } from '@sentry/react';

/**
 * Session replay (spec §9 rates, set in the SDK's options), added after the SDK started so its
 * recorder stays out of the first chunks. Texts and media are masked; no compression worker,
 * as the page's CSP allows no blob workers.
 */
export const startReplay = () => addIntegration(replayIntegration({ maskAllText: true, blockAllMedia: true, useCompression: false }));
