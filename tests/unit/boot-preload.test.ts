import { describe, expect, it } from 'vitest';
import { bootStepFiles, onDemandFiles, type BundleChunk } from '../../scripts/boot-preload';

const chunk = (fileName: string, fields: Partial<BundleChunk> = {}): [string, BundleChunk] => [
  fileName,
  { type: 'chunk', fileName, imports: [], dynamicImports: [], ...fields },
];

/** The shape of the real build: three steps, each a small file with the large chunks it needs. */
const bundle = Object.fromEntries([
  chunk('assets/index.js', {
    isEntry: true,
    moduleIds: ['/site/src/boot.ts', '/site/index.html'],
    imports: ['assets/rolldown-runtime.js', 'assets/boot-shared.js'],
    dynamicImports: ['assets/client.js', 'assets/i18next.js', 'assets/main.js'],
  }),
  chunk('assets/rolldown-runtime.js'),
  chunk('assets/boot-shared.js'),
  chunk('assets/client.js', { imports: ['assets/react.js'] }),
  chunk('assets/react.js', { imports: ['assets/rolldown-runtime.js'] }),
  chunk('assets/i18next.js', { imports: ['assets/libs.js'] }),
  chunk('assets/libs.js', { imports: ['assets/react.js', 'assets/rolldown-runtime.js'] }),
  chunk('assets/main.js', {
    imports: ['assets/app.js', 'assets/libs.js', 'assets/react.js', 'assets/boot-shared.js'],
  }),
  chunk('assets/app.js', {
    imports: ['assets/libs.js'],
    dynamicImports: ['assets/HomePage.js', 'assets/AboutPage.js'],
  }),
  chunk('assets/HomePage.js', {
    name: 'HomePage',
    isDynamicEntry: true,
    facadeModuleId: '/site/src/views/pages/HomePage.tsx',
    imports: ['assets/app.js', 'assets/Picture.js', 'assets/react.js'],
  }),
  chunk('assets/AboutPage.js', {
    name: 'AboutPage',
    isDynamicEntry: true,
    facadeModuleId: '/site/src/views/pages/AboutPage.tsx',
    imports: ['assets/Picture.js'],
  }),
  chunk('assets/Picture.js', { name: 'Picture', imports: ['assets/react.js'] }),
  // A library's chunk, loaded on demand too: libraries may share a name.
  chunk('assets/dist.js', {
    name: 'dist',
    isDynamicEntry: true,
    facadeModuleId: '/site/node_modules/@emailjs/browser/es/index.js',
  }),
  ['assets/style.css', { type: 'asset', fileName: 'assets/style.css' }],
]);

describe('the files of the boot script’s steps', () => {
  it('are every step’s file and what it imports, in the order the steps need them', () => {
    expect(bootStepFiles(bundle)).toEqual({
      boot: 'assets/index.js',
      files: [
        'assets/client.js',
        'assets/react.js',
        'assets/i18next.js',
        'assets/libs.js',
        'assets/main.js',
        'assets/app.js',
      ],
      later: ['assets/i18next.js', 'assets/libs.js', 'assets/main.js', 'assets/app.js'],
    });
  });

  it('leave to the boot script those the first step’s own import does not fetch', () => {
    const { later } = bootStepFiles(bundle);
    // React is imported by the first step and by the later ones: the first step fetches it.
    expect(later).not.toContain('assets/react.js');
    expect(later).not.toContain('assets/client.js');
    expect(later[0]).toBe('assets/i18next.js');
  });

  it('leave out what the boot script already imports, and the pages the app loads later', () => {
    const { files } = bootStepFiles(bundle);
    expect(files).not.toContain('assets/rolldown-runtime.js');
    expect(files).not.toContain('assets/boot-shared.js');
    expect(files).not.toContain('assets/HomePage.js');
  });

  it('cannot be told without the boot script', () => {
    const withoutBoot = Object.fromEntries(
      Object.entries(bundle).filter(([name]) => name !== 'assets/index.js'),
    );
    expect(() => bootStepFiles(withoutBoot)).toThrow(/src\/boot\.ts/);
  });
});

describe('the files of a page the app loads on demand', () => {
  const steps = bootStepFiles(bundle);

  it('are its chunk and what it imports that the boot steps have not fetched, by its name', () => {
    expect(onDemandFiles(bundle, steps)).toEqual({
      HomePage: ['assets/HomePage.js', 'assets/Picture.js'],
      AboutPage: ['assets/AboutPage.js', 'assets/Picture.js'],
    });
  });

  it('must have names of their own', () => {
    const twice = {
      ...bundle,
      'assets/HomePage2.js': { ...bundle['assets/HomePage.js']!, fileName: 'assets/HomePage2.js' },
    };
    expect(() => onDemandFiles(twice, steps)).toThrow(/"HomePage"/);
  });
});
