// The package ships no types. Built through `installOnCall` (scripts/vite/install-on-call.ts), it
// no longer installs itself when imported: its default export does.
declare module 'container-query-polyfill' {
  const install: () => void;
  export default install;
}
