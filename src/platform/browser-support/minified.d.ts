// Text of a script, minified at build time (scripts/vite/minified-script.ts).
declare module '*?minified' {
  const source: string;
  export default source;
}
