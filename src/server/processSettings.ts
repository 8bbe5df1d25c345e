// How the production server process is started (Dockerfile, `npm run serve`, the bench): memory
// settings that cannot be made from inside the process once it runs. Measured with 50 clients on
// home, listing, search and product pages in turn (resident memory at the end):
// - V8's young generation grows to 134 MB by default; with semi-spaces of 32 MB it stays at about
//   67 MB, at the same CPU time per page (16 MB saves 120 MB but costs 6-10 % CPU in scavenges;
//   renders in flight are bounded, renderQueue.ts, so survivors are few);
// - glibc gives every thread that allocates (compression on libuv's pool) its own malloc arena
//   that keeps what it once held; two arenas save about 80 MB.
// processSettings.test.ts checks that the Dockerfile and package.json start the server so.

export const PRODUCTION_NODE_FLAGS = ['--max-semi-space-size=32'] as const;

export const PRODUCTION_ENV = { MALLOC_ARENA_MAX: '2' } as const;

/**
 * Replaces process.env by a plain copy of it. Libraries test process.env.NODE_ENV at every call
 * (relay-runtime's normalizer once per field of every answer), and each read of the real
 * environment is a call into the runtime; a listing render read it some ten thousand times. The
 * copy answers the same, and child processes get it as their environment all the same.
 */
export function snapshotEnvironment(): void {
  process.env = { ...process.env };
}
