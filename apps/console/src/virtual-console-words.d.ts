// The English catalogue's parts (vite-console-words.ts).
declare module 'virtual:console-words/*' {
  const words: Record<string, unknown>;
  export default words;
}
