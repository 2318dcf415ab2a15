// @vitest-environment node
import { expect, test } from 'vitest';
import { pageScripts, stylesUsedBy } from '../../scripts/build/page-styles';

test('a page keeps, byte for byte, the rules whose classes its scripts name and those naming none', () => {
  const kept = [
    ':root{--x:1px}',
    '._p0{color:red}',
    '._p1,._p0:hover{color:#00f}',
    '@media (min-width:64rem){._p0{margin:1px}}',
    '@font-face{font-family:X;src:url(x.woff2)}',
    '@keyframes k{0%{opacity:0}to{opacity:1}}',
    'html[lang=my] body{line-height:2}',
    '._p0[href$=".pdf"]{color:red}',
  ];
  const dropped = [
    '._p1{color:red}',
    '@media (min-width:64rem){._p1{color:red}._p0 ._p2{margin:0}}',
  ];
  const css = [...kept.slice(0, 3), ...dropped, ...kept.slice(3)].join('');
  expect(stylesUsedBy(css, 'const s = { a: "_p0", b: "_p0 _p3" };')).toBe(kept.join(''));
});

test('a page’s scripts are what its entry loads and, of the views, its own', () => {
  const manifest = {
    'src/boot.ts': { file: 'assets/boot.js', dynamicImports: ['src/start.tsx'] },
    'src/start.tsx': {
      file: 'assets/start.js',
      imports: ['_shared.js'],
      dynamicImports: ['src/views/pages/home-page.tsx', 'src/views/pages/about-page.tsx'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    'src/views/pages/home-page.tsx': {
      file: 'assets/home-page.js',
      imports: ['_shared.js'],
      dynamicImports: ['src/views/components/form.tsx'],
    },
    'src/views/components/form.tsx': { file: 'assets/form.js' },
    'src/views/pages/about-page.tsx': { file: 'assets/about-page.js', imports: ['_team.js'] },
    '_team.js': { file: 'assets/team.js' },
  };
  expect(pageScripts(manifest, 'src/boot.ts', 'home-page').sort()).toEqual([
    'assets/boot.js',
    'assets/form.js',
    'assets/home-page.js',
    'assets/shared.js',
    'assets/start.js',
  ]);
  expect(pageScripts(manifest, 'src/boot.ts', 'about-page')).toContain('assets/team.js');
});
