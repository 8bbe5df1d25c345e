import { useRef, useState, type KeyboardEvent } from 'react';

/** The tab an arrow, Home or End key moves to (wrapping around); undefined for other keys. */
export function nextTabIndex(key: string, index: number, count: number): number | undefined {
  const last = count - 1;
  return { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[key];
}

/**
 * The selected level-1 tab. A chosen tab holds until the page changes; then the page's own
 * category (`pageDefault`) is selected again. Arrow keys move between tabs and select them
 * (selecting is cheap: nothing navigates).
 */
export function useCategoryTabs(ids: readonly string[], pageDefault: string | undefined, path: string) {
  const [chosen, setChosen] = useState<{ path: string; id: string } | null>(null);
  const selectedId = chosen?.path === path ? chosen.id : pageDefault;
  const tabs = useRef<Record<string, HTMLElement | null>>({});

  const select = (id: string, focus = false) => {
    setChosen({ path, id });
    if (focus) tabs.current[id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const next = nextTabIndex(event.key, index, ids.length);
    if (next === undefined) return;
    event.preventDefault();
    const target = ids[next];
    if (target) select(target, true);
  };

  const tabRef = (id: string) => (element: HTMLElement | null) => {
    tabs.current[id] = element;
  };

  return { selectedId, select, onKeyDown, tabRef };
}
