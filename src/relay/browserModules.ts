// What the browser gets for `react-relay` and `relay-runtime` (vite.config.ts resolves both bare
// names to modules generated from the tables in src/internals/relay.ts). Both packages are CommonJS, whose index loads
// everything (react-relay's container API, relay-runtime's experimental and subscription APIs …)
// and cannot be tree-shaken; these modules take only what is used, each from the file that holds
// it. An import of anything else from the shop's code fails the build (a missing export);
// browserModules.test.ts checks that react-relay's hooks find what they take from relay-runtime.
import { libModule, REACT_RELAY, RELAY_RUNTIME, RELAY_RUNTIME_INTERNAL, type Source } from '../internals/relay.ts';

function moduleCode(packageName: string, table: Record<string, Source>, internal?: Record<string, Source>): string {
  const files = new Map<string, string>();
  const local = (file: string) => {
    if (!files.has(file)) files.set(file, `m${files.size}`);
    return files.get(file)!;
  };
  const value = (source: Source) => {
    const [file, property] = typeof source === 'string' ? [source, undefined] : source;
    return property ? `${local(file)}.${property}` : local(file);
  };
  const exports = Object.entries(table).map(([name, source]) => `export const ${name} = ${value(source)};`);
  if (internal) {
    const entries = Object.entries(internal).map(([name, source]) => `${name}: ${value(source)}`);
    exports.push(`export const __internal = { ${entries.join(', ')} };`);
  }
  const imports = [...files].map(([file, name]) =>
    file === '#relay-runtime' ? `import * as ${name} from 'relay-runtime';` : `import ${name} from '${libModule(packageName, file)}';`,
  );
  return [...imports, ...exports].join('\n') + '\n';
}

export const reactRelayInBrowser = moduleCode('react-relay', REACT_RELAY);
export const relayRuntimeInBrowser = moduleCode('relay-runtime', RELAY_RUNTIME, RELAY_RUNTIME_INTERNAL);
