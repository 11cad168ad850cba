import { describe, expect, it } from 'vitest';
import {
  isCmsModule as isCms,
  lazyAreaFiles,
  type BuiltBundle,
  type BuiltChunk,
} from './visitor-precache.ts';

const chunk = (fileName: string, over: Partial<BuiltChunk> = {}): BuiltChunk => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  viteMetadata: { importedCss: new Set(), importedAssets: new Set() },
  ...over,
});

describe('isCmsModule', () => {
  it("names the CMS's screens and both backends' admin surfaces, and nothing else", () => {
    expect(isCms('/app/src/features/admin/cms.tsx')).toBe(true);
    expect(isCms('/app/src/backend/firebase/admin/index.ts')).toBe(true);
    expect(isCms('/app/src/backend/demo/admin/content.ts')).toBe(true);
    expect(isCms('/app/src/backend/backend.ts')).toBe(false);
    expect(isCms('/app/src/features/account/account-page.tsx')).toBe(false);
  });
});

describe('lazyAreaFiles', () => {
  it('names the CMS chunks, the libraries only they import and their CSS, and nothing a visitor loads', () => {
    const bundle: BuiltBundle = {
      'index.js': chunk('index.js', {
        isEntry: true,
        facadeModuleId: '/app/src/main.tsx',
        imports: ['shared.js'],
        dynamicImports: ['essay.js', 'admin.js'],
        viteMetadata: { importedCss: new Set(['index.css']), importedAssets: new Set() },
      }),
      'shared.js': chunk('shared.js'),
      'essay.js': chunk('essay.js', {
        facadeModuleId: '/app/src/features/content/essay-page.tsx',
        imports: ['shared.js'],
      }),
      'admin.js': chunk('admin.js', {
        facadeModuleId: '/app/src/features/admin/admin-page.tsx',
        imports: ['shared.js', 'charts.js'],
        dynamicImports: ['admin-tab.js'],
        viteMetadata: {
          importedCss: new Set(['admin.css', 'index.css']),
          importedAssets: new Set(['logo-editor.svg']),
        },
      }),
      'charts.js': chunk('charts.js'),
      'admin-tab.js': chunk('admin-tab.js', {
        facadeModuleId: '/app/src/features/admin/essays/essays-tab.tsx',
      }),
      'index.css': { type: 'asset', fileName: 'index.css' },
    };
    expect([...lazyAreaFiles(bundle, isCms)].sort()).toEqual([
      'admin-tab.js',
      'admin.css',
      'admin.js',
      'charts.js',
      'logo-editor.svg',
    ]);
  });

  it('names nothing when the visitor code reaches every chunk', () => {
    const bundle: BuiltBundle = {
      'index.js': chunk('index.js', { isEntry: true, dynamicImports: ['page.js'] }),
      'page.js': chunk('page.js', { facadeModuleId: '/app/src/features/home/page.tsx' }),
    };
    expect(lazyAreaFiles(bundle, isCms).size).toBe(0);
  });
});
