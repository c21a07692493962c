// CSS shipped inside the bundles (`import css from './x.css?raw'`) without its comments and with
// whitespace collapsed: the readable sources stay as they are, the browser gets fewer bytes.
// Quoted strings (content: '…', url("…")) are copied untouched; outside them, comments go, runs of
// whitespace become one space, and spaces next to { } ; , are dropped (never significant there).
// Spaces around : and combinators are kept: `a :hover` and `a:hover` differ.

/** The minified text of a stylesheet. */
export function minifyCss(css) {
  let out = '';
  let plain = '';
  const flush = () => {
    out += plain
      .replace(/\/\*[\s\S]*?\*\//g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/ ?([{};,]) ?/g, '$1');
    plain = '';
  };
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      plain += ' ';
      i = end < 0 ? css.length : end + 1;
    } else if (c === '"' || c === "'") {
      flush();
      let j = i + 1;
      while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
      out += css.slice(i, j + 1);
      i = j;
    } else plain += c;
  }
  flush();
  return out.trim();
}

/** Webpack loader form, for the `?raw` CSS rule. */
export default function cssMinifyLoader(source) {
  return minifyCss(source);
}
