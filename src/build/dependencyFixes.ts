import type { Plugin } from 'vite';

/** A change to a dependency's browser code, made while the client build reads the file. */
export interface DependencyFix {
  /** The file, as the end of its path. */
  file: RegExp;
  /** The exact text to replace; the build fails when it is missing (the dependency changed). */
  find: string;
  replace: string;
  why: string;
}

export const DEPENDENCY_FIXES: DependencyFix[] = [
  {
    file: /[\\/]vike-react[\\/]dist[\\/]integration[\\/]onRenderClient\.js$/,
    find: "import ReactDOM from 'react-dom/client';",
    replace:
      "import ReactDOM from 'react-dom/client';\nimport { startTransition } from 'react';\n" +
      'const hydrateRootInTransition = (...args) => {\n    let root;\n    startTransition(() => {\n        root = ReactDOM.hydrateRoot(...args);\n    });\n    return root;\n};',
    why: 'See the next fix.',
  },
  {
    file: /[\\/]vike-react[\\/]dist[\\/]integration[\\/]onRenderClient\.js$/,
    find: 'globalObject.root = ReactDOM.hydrateRoot(container, page, {',
    replace: 'globalObject.root = hydrateRootInTransition(container, page, {',
    why:
      'React hydrates a root in one synchronous pass unless hydrateRoot is called in a transition: then ' +
      'it renders in slices of a few milliseconds, between which the browser paints and answers input ' +
      '(the frame alone was one task of 120-200 ms on a phone). A click meanwhile makes React finish ' +
      'hydrating at once and then handle it.',
  },
  {
    file: /[\\/]vike-react[\\/]dist[\\/]integration[\\/]onRenderClient\.js$/,
    find: "container.innerHTML !== ''",
    replace: 'container.hasChildNodes()',
    why:
      'Deciding whether to hydrate, vike-react read the root\'s innerHTML: that serializes the whole ' +
      'server-rendered page (some 200 KB) into a string, 12 ms on a desktop and 50 ms on a phone, only ' +
      'to compare it with the empty string. Whether the root has children is the same answer.',
  },
  {
    file: /[\\/]vike[\\/]dist[\\/]client[\\/]runtime-client-routing[\\/]prefetch\.js$/,
    find: '    // Check again in case DOM was manipulated since last check\n    if (isLinkSkipped(linkTag))',
    replace:
      "    if (event === 'viewport' && prefetchSettings.staticAssets !== 'viewport')\n        return;\n" +
      '    // Check again in case DOM was manipulated since last check\n    if (isLinkSkipped(linkTag))',
    why:
      'Vike routed every link that scrolled into view (our route hooks included) and only then ' +
      'looked whether anything is prefetched on that event; for a link that prefetches on hover ' +
      'nothing is, so a listing spent 100 ms of a phone\'s main thread on routing nothing.',
  },
  {
    file: /[\\/]vike[\\/]dist[\\/]client[\\/]runtime-client-routing[\\/]prefetch\.js$/,
    find: '        const observer = new IntersectionObserver((entries) => {',
    replace:
      '        const pageContextNow = getPageContextCurrent();\n' +
      "        if (pageContextNow && getPrefetchSettings(pageContextNow, linkTag).staticAssets !== 'viewport')\n" +
      '            continue;\n' +
      '        const observer = new IntersectionObserver((entries) => {',
    why:
      'For every link on the page (150 to 300 on a listing) Vike created an IntersectionObserver of ' +
      'its own, in one idle task of some 25 ms on a desktop and 100 ms on a phone, to prefetch when ' +
      'the link scrolls into view. The shop prefetches on hover (no page sets `prefetch`, no link ' +
      'data-prefetch-static-assets), so those observers never prefetch anything (see the fix above). ' +
      'A link whose setting is viewport still gets its observer.',
  },
];

/** The code of `id` with every fix for its file made; null when no fix is for it. */
export function applyDependencyFixes(id: string, code: string, fixes: DependencyFix[] = DEPENDENCY_FIXES): string | null {
  let changed: string | null = null;
  for (const fix of fixes) {
    if (!fix.file.test(id)) continue;
    const source: string = changed ?? code;
    const at = source.indexOf(fix.find);
    if (at < 0 || source.indexOf(fix.find, at + 1) >= 0) {
      throw new Error(`${id} no longer has exactly one ${JSON.stringify(fix.find)}: see src/build/dependencyFixes.ts (${fix.why})`);
    }
    changed = source.slice(0, at) + fix.replace + source.slice(at + fix.find.length);
  }
  return changed;
}

/** applyDependencyFixes in the client build. */
export function dependencyFixes(): Plugin {
  return {
    name: 'dependency-fixes',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      const fixed = applyDependencyFixes(id, code);
      return fixed === null ? null : { code: fixed, map: null };
    },
  };
}
