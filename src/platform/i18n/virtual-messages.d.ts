// `virtual:messages/{section}`: the messages whose keys start with `{section}.`, in every language,
// as plain text (scripts/vite/message-subsets.ts). For chunks that must not load a whole bundle.
declare module 'virtual:messages/*' {
  const messages: Record<string, Record<string, string>>;
  export default messages;
}
