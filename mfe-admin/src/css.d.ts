// A stylesheet imported with `?raw` is its text (webpack asset/source, vitest's css option).
declare module '*.css?raw' {
  const css: string;
  export default css;
}
