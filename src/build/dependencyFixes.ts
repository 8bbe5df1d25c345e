import type { Plugin } from 'vite';
import { VIKE_FIXES, type DependencyFix } from '../internals/vike.ts';

export type { DependencyFix };

/** Every fix the client build makes; the texts they rely on are listed in src/internals/vike.ts. */
export const DEPENDENCY_FIXES: DependencyFix[] = VIKE_FIXES;

/** The code of `id` with every fix for its file made; null when no fix is for it. */
export function applyDependencyFixes(id: string, code: string, fixes: DependencyFix[] = DEPENDENCY_FIXES): string | null {
  let changed: string | null = null;
  for (const fix of fixes) {
    if (!fix.file.test(id)) continue;
    const source: string = changed ?? code;
    const at = source.indexOf(fix.find);
    if (at < 0 || source.indexOf(fix.find, at + 1) >= 0) {
      throw new Error(
        `${id} no longer has exactly one ${JSON.stringify(fix.find)}: see src/internals/vike.ts and the upgrade checklist (${fix.why})`,
      );
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
