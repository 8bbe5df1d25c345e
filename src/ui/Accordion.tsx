import { css, cx } from '@linaria/core';
import type { ReactNode } from 'react';

export interface AccordionPanel {
  id: string;
  title: string;
  content: ReactNode;
}

/** An entry that looks like a panel header but opens a dialog instead of a panel. */
export interface AccordionAction {
  id: string;
  title: string;
  onActivate: () => void;
}

export type AccordionEntry = AccordionPanel | AccordionAction;

interface Props {
  entries: readonly AccordionEntry[];
  openIds: readonly string[];
  onToggle: (id: string, open: boolean) => void;
  className?: string;
}

/**
 * A list of collapsible panels on <details>/<summary>: every panel's content is in the HTML,
 * the browser's find-in-page opens a panel it finds text in, and without JavaScript the panels
 * still open and close. With JavaScript the open state is the caller's (`openIds`).
 */
export function Accordion({ entries, openIds, onToggle, className }: Props) {
  return (
    <div className={cx(list, className)}>
      {entries.map((entry) =>
        'content' in entry ? (
          <Panel key={entry.id} panel={entry} open={openIds.includes(entry.id)} onToggle={onToggle} />
        ) : (
          <button
            key={entry.id}
            type="button"
            className={cx(header, action)}
            data-entry={entry.id}
            aria-haspopup="dialog"
            onClick={entry.onActivate}
          >
            {entry.title}
            <span className={chevron} aria-hidden="true" />
          </button>
        ),
      )}
    </div>
  );
}

function Panel({ panel, open, onToggle }: { panel: AccordionPanel; open: boolean; onToggle: Props['onToggle'] }) {
  return (
    <details
      className={item}
      open={open}
      data-entry={panel.id}
      onToggle={(event) => {
        // The browser opened it (find in page, or a click before hydration): follow it.
        const now = event.currentTarget.open;
        if (now !== open) onToggle(panel.id, now);
      }}
    >
      <summary
        className={header}
        onClick={(event) => {
          event.preventDefault();
          onToggle(panel.id, !open);
        }}
      >
        {panel.title}
        <span className={chevron} aria-hidden="true" />
      </summary>
      <div className={body}>{panel.content}</div>
    </details>
  );
}

const list = css`
  border-top: 1px solid var(--color-border);
`;
const item = css`
  border-bottom: 1px solid var(--color-border);
  &[open] > summary > span {
    transform: rotate(-135deg);
  }
`;
const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  width: 100%;
  min-height: calc(var(--touch-target) + var(--space-1));
  padding: 0.75rem 0.25rem;
  font: inherit;
  font-weight: 700;
  color: var(--color-text);
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
`;
const action = css`
  border: 0;
  border-bottom: 1px solid var(--color-border);
  background: transparent;
  text-align: left;
  & > span {
    transform: rotate(-45deg);
  }
`;
// A chevron from two borders: down when closed, up when open, right for a dialog.
const chevron = css`
  flex: none;
  width: 0.6rem;
  height: 0.6rem;
  margin-right: 0.25rem;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(45deg);
  transition: transform 0.15s;
`;
const body = css`
  padding: 0 0.25rem 1rem;
`;
