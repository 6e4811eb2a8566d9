/** Longest wait for an idle moment once the page has loaded: a busy page still gets its services. */
const idleTimeoutMs = 3000;

/** Resolves once the page has loaded and the main thread is first idle. */
export function afterFirstIdle(): Promise<void> {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: idleTimeoutMs });
        else setTimeout(resolve, 1);
      }),
  );
}

/** Fetches scripts into the cache without running them (the app, before it takes over). */
export function prefetchFiles(files: string[]): void {
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
}

/** Lets the browser paint and handle input before the next step of a longer start. */
export const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
