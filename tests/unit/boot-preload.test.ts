import { describe, expect, it } from 'vitest';
import { bootStepFiles, onDemandFiles, type BundleChunk } from '../../scripts/boot-preload';

const chunk = (fileName: string, fields: Partial<BundleChunk> = {}): [string, BundleChunk] => [
  fileName,
  { type: 'chunk', fileName, imports: [], dynamicImports: [], ...fields },
];

/**
 * The shape of the real build: the entry holds the boot script and what it shares with the app;
 * three steps, each a small file with the large chunks it needs.
 */
const bundle = Object.fromEntries([
  chunk('assets/boot-shared.js', {
    isEntry: true,
    moduleIds: ['/site/src/boot.ts', '/site/src/views/load-failure.ts', '/site/index.html'],
    dynamicImports: ['assets/boot-react.js', 'assets/boot-libs.js', 'assets/main.js'],
  }),
  chunk('assets/rolldown-runtime.js'),
  chunk('assets/boot-react.js', { imports: ['assets/react.js'] }),
  chunk('assets/react.js', { imports: ['assets/rolldown-runtime.js'] }),
  chunk('assets/boot-libs.js', { imports: ['assets/libs.js'] }),
  chunk('assets/libs.js', { imports: ['assets/react.js', 'assets/rolldown-runtime.js'] }),
  chunk('assets/main.js', {
    imports: ['assets/app.js', 'assets/libs.js', 'assets/react.js', 'assets/boot-shared.js'],
  }),
  chunk('assets/app.js', {
    imports: ['assets/libs.js', 'assets/boot-shared.js'],
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
      boot: 'assets/boot-shared.js',
      files: [
        'assets/boot-react.js',
        'assets/react.js',
        'assets/rolldown-runtime.js',
        'assets/boot-libs.js',
        'assets/libs.js',
        'assets/main.js',
        'assets/app.js',
      ],
    });
  });

  it('are found as well when the entry is a facade of the chunk holding the boot script (the build)', () => {
    const [, holder] = chunk('assets/boot-shared.js', {
      moduleIds: ['/site/src/boot.ts'],
      dynamicImports: ['assets/boot-react.js', 'assets/boot-libs.js', 'assets/main.js'],
    });
    const withFacade = {
      ...bundle,
      'assets/index.js': chunk('assets/index.js', {
        isEntry: true,
        moduleIds: ['/site/index.html'],
        imports: ['assets/boot-shared.js'],
      })[1],
      'assets/boot-shared.js': holder,
    };
    const { boot, files } = bootStepFiles(withFacade);
    expect(boot).toBe('assets/index.js');
    expect(files).toEqual(bootStepFiles(bundle).files);
  });

  it('leave out what the boot script already imports, and the pages the app loads later', () => {
    const { files } = bootStepFiles(bundle);
    expect(files).not.toContain('assets/boot-shared.js');
    expect(files).not.toContain('assets/HomePage.js');
  });

  it('cannot be told without the boot script', () => {
    const withoutBoot = Object.fromEntries(
      Object.entries(bundle).filter(([name]) => name !== 'assets/boot-shared.js'),
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
