/** Fetches scripts into the cache without running them (the app, before it takes over a content page). */
export function prefetchFiles(files: string[]): void {
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
}
