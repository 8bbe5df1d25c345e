/** The part of a Vite build manifest entry this module reads. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The script URLs of the given source modules and of the chunks they import statically, from the
 * client build's manifest: what `<link rel="modulepreload">` must name so that a lazily loaded
 * module is fetched with the page instead of after its script ran. Empty without a manifest
 * (development: Vite serves modules on demand).
 */
export function modulePreloads(
  manifest: Record<string, ManifestChunk> | null | undefined,
  sources: readonly string[],
  base = '/',
): string[] {
  if (!manifest) return [];
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) files.add(prefix + chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files];
}

/** The script URL of each given source module's own chunk (no chunk it imports), from the manifest; none without one. */
export function chunkAddresses<K extends string>(
  manifest: Record<string, ManifestChunk> | null | undefined,
  sources: Readonly<Record<K, string>>,
  base = '/',
): Partial<Record<K, string>> {
  if (!manifest) return {};
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const addresses: Partial<Record<K, string>> = {};
  for (const [name, source] of Object.entries(sources) as Array<[K, string]>) {
    const file = manifest[source]?.file;
    if (file?.endsWith('.js')) addresses[name] = prefix + file;
  }
  return addresses;
}
