// Tiny HTML helpers: every interpolated value goes through `esc`, so request data never becomes markup.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const esc = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/**
 * A POST form with one submit button and hidden fields. `context` completes the accessible name
 * for screen readers (e.g. which rule "Entfernen" removes) without widening the button on phones.
 */
export function actionButton(action: string, label: string, fields: Record<string, string> = {}, context = ''): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('');
  const more = context ? `<span class="visually-hidden"> ${esc(context)}</span>` : '';
  return `<form method="post" action="${esc(action)}" class="inline">${hidden}<button type="submit">${esc(label)}${more}</button></form>`;
}

/** A table with column headers; rows are already-escaped cell HTML. Scrolls sideways on phones. */
export function table(label: string, headers: readonly string[], rows: readonly (readonly string[])[], empty: string): string {
  if (rows.length === 0) return `<p class="empty">${esc(empty)}</p>`;
  const head = headers.map((h) => `<th scope="col">${esc(h)}</th>`).join('');
  const body = rows.map((cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n');
  // Focusable so keyboard users can scroll a wide table (axe: scrollable-region-focusable).
  return `<div class="scroll" role="region" aria-label="${esc(label)}" tabindex="0"><table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table></div>`;
}

export const option = (value: string, label = value, selected = false) =>
  `<option value="${esc(value)}"${selected ? ' selected' : ''}>${esc(label)}</option>`;
