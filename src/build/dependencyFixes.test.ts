import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATCHED_FILES } from '../internals/vike.ts';
import { applyDependencyFixes, DEPENDENCY_FIXES } from './dependencyFixes.ts';

const nodeModules = join(import.meta.dirname, '..', '..', 'node_modules');
const installed = {
  entry: join(nodeModules, PATCHED_FILES.entry),
  onRenderClient: join(nodeModules, PATCHED_FILES.onRenderClient),
  prefetch: join(nodeModules, PATCHED_FILES.prefetch),
};

describe('applyDependencyFixes', () => {
  it('finds each fix once in the installed dependency it is for', () => {
    for (const fix of DEPENDENCY_FIXES) {
      const file = Object.values(installed).find((path) => fix.file.test(path));
      expect(file, fix.why).toBeDefined();
      const fixed = applyDependencyFixes(file!, readFileSync(file!, 'utf8'));
      expect(fixed).toContain(fix.replace);
    }
  });

  it('lets vike-react decide on hydration without serializing the page', () => {
    const fixed = applyDependencyFixes(installed.onRenderClient, readFileSync(installed.onRenderClient, 'utf8'))!;
    expect(fixed).not.toContain('innerHTML');
    expect(fixed).toMatch(/pageContext\.isHydration &&\s*\/\/[^\n]*\n\s*container\.hasChildNodes\(\)\)/);
  });

  it("has vike-react set up React DOM's module when the first page renders, not with the entry", () => {
    const fixed = applyDependencyFixes(installed.onRenderClient, readFileSync(installed.onRenderClient, 'utf8'))!;
    expect(fixed).not.toContain("import ReactDOM from 'react-dom/client';");
    expect(fixed).toContain("import('react-dom/client')");
    const render = fixed.slice(fixed.indexOf('async function onRenderClient('));
    // After the page's hooks, before the root is made.
    expect(render.indexOf('await loadReactDom();')).toBeGreaterThan(
      render.indexOf('await callCumulativeHooks(pageContext.config.onBeforeRenderClient'),
    );
    expect(render.indexOf('await loadReactDom();')).toBeLessThan(render.indexOf('hydrateRootInTransition(container'));
  });

  it('has vike-react hydrate the page in a transition, so React renders it in slices', () => {
    const fixed = applyDependencyFixes(installed.onRenderClient, readFileSync(installed.onRenderClient, 'utf8'))!;
    expect(fixed).toContain("import { startTransition } from 'react';");
    expect(fixed).toMatch(/startTransition\(\(\) => \{\s*root = ReactDOM\.hydrateRoot\(\.\.\.args\);/);
    expect(fixed).toContain('globalObject.root = hydrateRootInTransition(container, page, {');
    // A page without server markup is still rendered (not hydrated) at once.
    expect(fixed).toContain('globalObject.root.render(page);');
  });

  it('has Vike route a link that came into view only when it prefetches on that', () => {
    const fixed = applyDependencyFixes(installed.prefetch, readFileSync(installed.prefetch, 'utf8'))!;
    const onEvent = fixed.slice(fixed.indexOf('async function prefetchOnEvent('));
    const skip = onEvent.indexOf("if (event === 'viewport' && prefetchSettings.staticAssets !== 'viewport')");
    // After the settings are known, before the link is looked at and routed.
    expect(skip).toBeGreaterThan(onEvent.indexOf('prefetchSettings = getPrefetchSettings('));
    expect(skip).toBeLessThan(onEvent.indexOf('await getPageContextLink('));
  });

  it("has Vike's entry start the router in the task after the one that set up its modules", () => {
    const fixed = applyDependencyFixes(installed.entry, readFileSync(installed.entry, 'utf8'))!;
    expect(fixed).not.toMatch(/^initClientRouter\(\);$/m);
    expect(fixed).toContain('\nsetTimeout(initClientRouter, 0);\n');
    // Still after the check that Vike runs once.
    expect(fixed.indexOf('setTimeout(initClientRouter, 0)')).toBeGreaterThan(
      fixed.indexOf('assertSingleInstance_onClientEntryClientRouting('),
    );
  });

  it('leaves other files alone and stops the build when the text is gone', () => {
    expect(applyDependencyFixes('/x/node_modules/react/index.js', "container.innerHTML !== ''")).toBeNull();
    expect(() => applyDependencyFixes('/x/node_modules/vike-react/dist/integration/onRenderClient.js', 'export {}')).toThrow(
      /src\/internals\/vike\.ts/,
    );
  });
});
