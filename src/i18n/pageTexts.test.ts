import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES, type Feature } from './catalogue.ts';
import { FRAME_TEXTS, pageTexts } from './pageTexts.ts';

const root = join(import.meta.dirname, '..', '..');

// The modules that read a feature's texts, and what of theirs does not (fill is plain templating).
// A form message without a text of its own falls back to the frame's, so `form` needs `frame`.
const READERS: Record<string, { features: Feature[]; harmless: string[] }> = {
  'src/shop/texts/messages.ts': { features: ['frame'], harmless: ['fill'] },
  'src/shop/texts/formMessages.ts': { features: ['frame', 'form'], harmless: [] },
  'src/features/basket/texts.ts': { features: ['basket'], harmless: [] },
  'src/features/wishlist/texts.ts': { features: ['wishlist'], harmless: [] },
  'src/features/listing/texts.ts': { features: ['listing'], harmless: [] },
  'src/features/content/texts.ts': { features: ['content'], harmless: [] },
  'src/entities/product/tileTexts.ts': { features: ['tile'], harmless: [] },
  'src/entities/product/deliveryTexts.ts': { features: ['delivery'], harmless: [] },
  'src/features/recommendations/texts.ts': { features: ['reco'], harmless: [] },
  'src/features/product/texts.ts': { features: ['product'], harmless: [] },
  'src/features/account/accountTexts.ts': { features: ['account'], harmless: [] },
  'src/features/account/customerTexts.ts': { features: ['customer'], harmless: [] },
  'src/features/service/newsletterTexts.ts': { features: ['newsletter'], harmless: [] },
  'src/features/service/contactTexts.ts': { features: ['contact'], harmless: [] },
  'src/features/service/catalogueOrderTexts.ts': { features: ['catalogueOrder'], harmless: [] },
  'src/features/service/trackingTexts.ts': { features: ['tracking'], harmless: [] },
  'src/features/service/supportTexts.ts': { features: ['support'], harmless: [] },
  'src/features/checkout/texts.ts': { features: ['checkout'], harmless: [] },
  'src/features/thanks/texts.ts': { features: ['thanks'], harmless: [] },
  'src/features/orderform/texts.ts': { features: ['orderform'], harmless: [] },
  'src/entities/order/texts.ts': { features: ['order'], harmless: [] },
  'src/ui/layoutTexts.ts': { features: ['layout'], harmless: [] },
  'src/ui/panelsTexts.ts': { features: ['panels'], harmless: [] },
  'pages/search/texts.ts': { features: ['search'], harmless: [] },
  'pages/_error/texts.ts': { features: ['errorPage'], harmless: [] },
  'src/features/product/reviews/texts.ts': { features: ['review'], harmless: [] },
};

const IMPORT = /^(?:import|export)\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?'([^']+)';/gm;
const DYNAMIC = /(withTexts\(\[([^\]]*)\],\s*)?import\('([^']+)'\)/g;

const source = (file: string) => readFileSync(join(root, file), 'utf8');

/** The value names a static import takes (none for `import type` or a type-only list). */
function namesOf(clause: string | undefined): string[] {
  if (!clause) return ['*'];
  const braces = /\{([\s\S]*)\}/.exec(clause);
  const names = braces ? braces[1]!.split(',').map((name) => name.trim()) : [clause.trim()];
  return names.filter((name) => name && !name.startsWith('type ')).map((name) => name.split(/\s+as\s+/)[0]!);
}

const resolved = (from: string, specifier: string): string | undefined => {
  if (!specifier.startsWith('.')) return undefined;
  const path = relative(root, resolve(root, dirname(from), specifier));
  return existsSync(join(root, path)) ? path : undefined;
};

/** The features a module's static imports read, all the way down (dynamic imports are not followed). */
function featuresOf(file: string, seen = new Set<string>()): Set<Feature> {
  const features = new Set<Feature>();
  if (seen.has(file)) return features;
  seen.add(file);
  for (const [, typeOnly, clause, specifier] of source(file).matchAll(IMPORT)) {
    if (typeOnly) continue;
    const target = resolved(file, specifier!);
    if (!target) continue;
    const reader = READERS[target];
    if (reader) {
      if (namesOf(clause).some((name) => !reader.harmless.includes(name))) reader.features.forEach((f) => features.add(f));
      continue;
    }
    featuresOf(target, seen).forEach((f) => features.add(f));
  }
  return features;
}

/** A page type's client modules: its page, its hooks that run in the browser (its title too, on a client navigation), and the shared frame. */
function clientModules(page: string): string[] {
  const own = readdirSync(join(root, 'pages', page))
    .filter((name) => ['+Page.tsx', '+Layout.tsx', '+Wrapper.tsx', '+onBeforeRenderClient.ts', '+title.ts'].includes(name))
    .map((name) => `pages/${page}/${name}`);
  return [...own, 'pages/+Layout.tsx', 'pages/+Wrapper.tsx'].filter((file) => existsSync(join(root, file)));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (name === '__generated__' || name === 'node_modules') return [];
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A page type's `texts` config (pages/<page>/+texts.ts) or another of its lists, if it has one. */
async function declaredTexts(page: string, config = '+texts.ts'): Promise<readonly Feature[] | undefined> {
  if (!existsSync(join(root, 'pages', page, config))) return undefined;
  return ((await import(join(root, 'pages', page, config))) as { default: readonly Feature[] }).default;
}

/** The modules a page's scripts reach by static imports that themselves import a reader of `feature`. */
function readersOf(file: string, feature: Feature, found: Set<string>, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return found;
  seen.add(file);
  for (const [, typeOnly, clause, specifier] of source(file).matchAll(IMPORT)) {
    if (typeOnly) continue;
    const target = resolved(file, specifier!);
    if (!target) continue;
    const reader = READERS[target];
    if (reader) {
      if (reader.features.includes(feature) && namesOf(clause).some((name) => !reader.harmless.includes(name))) found.add(file);
      continue;
    }
    readersOf(target, feature, found, seen);
  }
  return found;
}

describe('the texts each page type loads', () => {
  const pages = readdirSync(join(root, 'pages')).filter((name) => statSync(join(root, 'pages', name)).isDirectory());

  it('every page type names its texts', async () => {
    const unnamed: string[] = [];
    for (const page of pages) if (!(await declaredTexts(page))) unnamed.push(page);
    expect(unnamed).toEqual([]);
  });

  for (const page of pages) {
    it(`${page}: the features its scripts read, no more`, async () => {
      const used = new Set<Feature>();
      for (const file of clientModules(page)) featuresOf(file).forEach((f) => used.add(f));
      const declared = new Set([...pageTexts(await declaredTexts(page)), ...((await declaredTexts(page, '+textsLater.ts')) ?? [])]);
      expect([...declared].sort()).toEqual([...used].sort());
    });
  }

  it('texts a page loads later are read only by parts that wait for them (LaterTexts, textsLoaded)', async () => {
    const unguarded: string[] = [];
    for (const page of pages) {
      const later = (await declaredTexts(page, '+textsLater.ts')) ?? [];
      const first = (await declaredTexts(page)) ?? [];
      expect(
        later.filter((feature) => first.includes(feature)),
        page,
      ).toEqual([]);
      for (const feature of later) {
        const found = new Set<string>();
        for (const file of clientModules(page)) readersOf(file, feature, found);
        for (const file of found)
          if (!/<LaterTexts\b|\btextsLoaded\(/.test(source(file))) unguarded.push(`${page}: ${file} reads ${feature}`);
      }
    }
    expect(unguarded).toEqual([]);
  });

  it('a page type without a list loads every feature', () => {
    expect(pageTexts(undefined)).toEqual(FEATURES);
    expect(pageTexts(['tile'])).toEqual([...FRAME_TEXTS, 'tile']);
  });

  it('the texts config travels to the browser with its page, and the server reads it too', () => {
    expect(source('pages/+config.ts')).toMatch(/texts: \{ env: \{ server: true, client: true \} \}/);
  });

  it("no page loads the server's own answers (src/server/texts.ts)", () => {
    expect(FEATURES).not.toContain('server');
    expect(source('src/i18n/modules.ts')).toContain("'!./__generated__/*/server.ts'");
  });
});

describe('parts that load later', () => {
  it('bring the texts they read (withTexts around their import), but for the frame texts every page has', () => {
    const missing: string[] = [];
    for (const file of [...sourceFiles('src'), ...sourceFiles('pages')]) {
      for (const [, , listed, specifier] of source(file).matchAll(DYNAMIC)) {
        const target = resolved(file, specifier!);
        if (!target) continue;
        const needed = [...featuresOf(target)];
        const brought = (listed ?? '').split(',').map((name) => name.trim().replace(/'/g, ''));
        const lacking = needed.filter((feature) => !brought.includes(feature) && !FRAME_TEXTS.includes(feature));
        if (lacking.length) missing.push(`${file}: import('${specifier}') lacks ${lacking.join(', ')}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
