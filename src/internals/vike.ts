// What the shop relies on in Vike and vike-react beyond their documented APIs, in one place: the
// texts of their published code that the client build patches, and what the server and the build
// read from Vike's output (the document's tags, the client entry's name). Each item says what it
// relies on and how to check it after an upgrade; tests/contract/library-internals.test.ts renders
// a real page through them and names the item whose assumption no longer holds. Server and build
// code only: nothing of this reaches the browser.

/** A change to a dependency's browser code, made while the client build reads the file (src/build/dependencyFixes.ts). */
export interface DependencyFix {
  /** The file, as the end of its path. */
  file: RegExp;
  /** The exact text to replace; the build fails when it is missing (the dependency changed). */
  find: string;
  replace: string;
  why: string;
}

/** The published files the fixes patch, under node_modules (tests read the installed ones). */
export const PATCHED_FILES = {
  entry: 'vike/dist/client/runtime-client-routing/entry.js',
  onRenderClient: 'vike-react/dist/integration/onRenderClient.js',
  prefetch: 'vike/dist/client/runtime-client-routing/prefetch.js',
} as const;

/**
 * Patches of Vike's and vike-react's browser code. Relies on: each `find` text once in its file,
 * and for the prefetch fixes `getPageContextCurrent`/`getPrefetchSettings` in that file's scope.
 * After an upgrade: the build fails when a text is missing or found twice
 * (`… no longer has exactly one …`); see whether the new version does the same itself (starts the
 * router in a task of its own, sets up React DOM when it first renders, hydrates in a transition,
 * tests the root with `hasChildNodes`, observes only links that prefetch on viewport) and drop or
 * rewrite the fix. src/build/dependencyFixes.test.ts checks the patched
 * code, tests/e2e/budget.spec.ts › 'links prefetch their page on hover, without an observer per
 * link' the prefetch fixes in a browser.
 */
export const VIKE_FIXES: DependencyFix[] = [
  {
    file: /[\\/]vike[\\/]dist[\\/]client[\\/]runtime-client-routing[\\/]entry\.js$/,
    find: '\ninitClientRouter();\n',
    replace:
      '\n// The router starts in the task after the one that set up its modules (src/internals/vike.ts).\n' +
      'setTimeout(initClientRouter, 0);\n',
    why:
      "Vike's entry started the router (history, routing the first page, loading its hooks) in the " +
      'task that set up the entry with React DOM: one of the longest tasks of a load (19-27 ms on a ' +
      "fast desktop, so some 100 ms on Lighthouse's phone). Setting up the modules and starting the " +
      'router are now two tasks. Nothing runs the router in between: the page is server-rendered HTML ' +
      'until it hydrates.',
  },
  {
    file: /[\\/]vike-react[\\/]dist[\\/]integration[\\/]onRenderClient\.js$/,
    find: "import ReactDOM from 'react-dom/client';",
    replace:
      "import { startTransition } from 'react';\n" +
      'let ReactDOM;\n' +
      "const loadReactDom = () => import('react-dom/client').then((module) => {\n    ReactDOM = module.default ?? module;\n});\n" +
      'const hydrateRootInTransition = (...args) => {\n    let root;\n    startTransition(() => {\n        root = ReactDOM.hydrateRoot(...args);\n    });\n    return root;\n};',
    why: 'See the next two fixes.',
  },
  {
    file: /[\\/]vike-react[\\/]dist[\\/]integration[\\/]onRenderClient\.js$/,
    find: "    const container = document.getElementById('root');",
    replace: "    if (!ReactDOM)\n        await loadReactDom();\n    const container = document.getElementById('root');",
    why:
      "React DOM's module (its chunk is loaded with the entry) is set up when the first page renders, " +
      "after the page's hooks, not in the task that sets up the router's entry: that task was one of " +
      'the longest of a load.',
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
      "Deciding whether to hydrate, vike-react read the root's innerHTML: that serializes the whole " +
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
      "nothing is, so a listing spent 100 ms of a phone's main thread on routing nothing.",
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

/**
 * The page context's field with the rendered page (pages/+onAfterRenderHtml.ts, src/server/pageSlot.ts).
 * Relies on: vike-react's onRenderHtml renders the page into it, runs onAfterRenderHtml and then
 * puts the field's value into its root `<div id="root">` as it is (`dangerouslySkipEscape`).
 * After an upgrade: node_modules/vike-react/dist/integration/onRenderHtml.js; a page that renders
 * (the contract test) — when the field is no longer read, the server answers 500 ('The document
 * has no slot for the page').
 */
export const PAGE_HTML_FIELD = 'pageHtmlString';

/**
 * The id of the script that carries the page context (`passToClient`, the data) as JSON.
 * Relies on: Vike writes it before its entry script (htmlElementId_pageContext in
 * vike/dist/shared-server-client/htmlElementIds.js), with its serializer's escaping (see
 * `asPageContextString`). After an upgrade: the contract test reads it from a real page.
 */
export const PAGE_CONTEXT_SCRIPT_ID = 'vike_pageContext';

/**
 * A string as Vike's serializer (@brillout/json-serializer) writes it into the page context's
 * JSON: a JSON string, then `<` escaped so that no `</script>` ends the script early and `/` so
 * that crawlers see no URLs; the browser's JSON.parse reads back the original. A string starting
 * with '!' would be one of the serializer's own types, so it is refused.
 * Relies on: the serializer's escaping and type prefix; the shop's `@brillout/json-serializer`
 * devDependency must stay the version Vike uses. After an upgrade: src/relay/pageRecords.test.ts
 * compares with the serializer; the contract test parses a real page's page context.
 */
export function asPageContextString(text: string): string {
  if (text.startsWith('!')) throw new Error("Vike's serializer would read a string starting with '!' as a type of its own");
  return JSON.stringify(text).replaceAll('<', '\\u003c').replaceAll('/', '\\/');
}

/**
 * The start of the module preload tags, Vike's own and ours (+Head), in the document (src/server/deferScripts.ts).
 * Relies on: Vike writes `<link rel="modulepreload" href="…">` with `rel` first.
 */
export const MODULE_PRELOAD_OPEN = '<link rel="modulepreload"';

/**
 * What marks the entry script: Vike's entry is the document's last `<script … type="module" src="…">`,
 * after the page context (src/server/deferScripts.ts).
 * Relies on: that attribute text, and no module script of anyone else after the entry.
 * After an upgrade: src/server/deferScripts.test.ts; the contract test checks that a real page's
 * entry became the loader (otherwise the scripts are no longer deferred, silently).
 */
export const MODULE_SCRIPT_TYPE = ' type="module"';

/**
 * Vike's and vike-react's modules in the client build, for their own chunk (vite.config.ts).
 * Relies on: the packages' folder names under node_modules and the id of Vike's virtual global
 * entry. After an upgrade: `npm run build`, then tests/e2e/budget.spec.ts (first-load JS per page type).
 */
export const VIKE_MODULES = /[\\/]node_modules[\\/](vike|vike-react)[\\/]|^\0?virtual:vike:global-entry/;

/**
 * Whether an output file of the client build is Vike's client entry (the router), which every page
 * loads first (src/build/preloadLists.ts). Relies on: its file name `entry-client-routing.<hash>.js`.
 * After an upgrade: the build fails ('preload-lists: the bundle has no client entry'); the
 * contract test checks that a real page's entry script is such a file.
 */
export const isVikeClientEntry = (fileName: string): boolean => /(^|\/)entry-client-routing\.[^/]+\.js$/.test(fileName);
