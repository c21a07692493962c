// The bundles' CSS minifier (cssMinify.mjs): what a browser would parse the same way, with fewer bytes.
import { describe, expect, it } from 'vitest';
import { minifyCss } from './cssMinify.mjs';

describe('minifyCss: comments and needless whitespace go, meaning stays', () => {
  it.each([
    ['/* frame */\n.a {\n  color: red;\n}\n', '.a{color: red;}'],
    ['.a,\n.b  >  .c { margin: 0 auto ; }', '.a,.b > .c{margin: 0 auto;}'],
    ['a :hover{x:1} a:hover{x:1}', 'a :hover{x:1}a:hover{x:1}'],
    ['.w { width: calc(100% - 2 * 8px); }', '.w{width: calc(100% - 2 * 8px);}'],
    [
      "p::before { content: '  a, b  /* not a comment */ '; }",
      "p::before{content: '  a, b  /* not a comment */ ';}",
    ],
    ["i { background: url(\"x y.svg\") , url('a\\'b'); }", "i{background: url(\"x y.svg\"),url('a\\'b');}"],
    [
      '@media (max-width: 600px) {\n  .x { display: none }\n}',
      '@media (max-width: 600px){.x{display: none}}',
    ],
  ])('%j -> %j', (input, output) => {
    expect(minifyCss(input)).toBe(output);
  });

  it('an unterminated comment ends the sheet rather than eating a rule silently into the output', () => {
    expect(minifyCss('.a{x:1} /* open')).toBe('.a{x:1}');
  });
});
