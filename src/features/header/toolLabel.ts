/** Accessible name of a header tool: '{label}, {n} Artikel' once the count is known. */
export function toolLabel(label: string, count: number | null | undefined): string {
  return count == null ? label : `${label}, ${count} Artikel`;
}
