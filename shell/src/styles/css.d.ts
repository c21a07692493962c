// CSS files are bundled as text (webpack asset/source) and injected by bootstrap.tsx.
declare module '*.css' {
  const css: string;
  export default css;
}
