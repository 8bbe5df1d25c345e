// A page's time budget, from the request's arrival: its signal aborts when the budget is spent or
// when the visitor has gone (the connection closed before the answer was sent). Every server-side
// API call of the page listens to it (src/relay/network.ts), so neither a slow API nor a visitor
// who left keeps a render and its calls going.
import type { ServerResponse } from 'node:http';

export type BudgetEnd = 'spent' | 'gone';

export interface PageBudget {
  readonly signal: AbortSignal;
  /** When the budget ends (epoch ms). */
  readonly deadline: number;
  /** Why the signal aborted, if it did. */
  readonly ended: BudgetEnd | undefined;
  /** Stops the clock (the answer is out). */
  dispose(): void;
}

/** `res`: the visitor's response, whose early close ends the budget; none for a render several requests share. */
export function startPageBudget(ms: number, res: ServerResponse | undefined, now = Date.now()): PageBudget {
  const controller = new AbortController();
  let ended: BudgetEnd | undefined;
  const end = (why: BudgetEnd) => {
    if (ended) return;
    ended = why;
    controller.abort(new Error(why === 'spent' ? `page budget of ${ms} ms spent` : 'the visitor has gone'));
  };
  const timer = setTimeout(() => end('spent'), ms);
  timer.unref?.();
  const onClose = () => {
    if (!res?.writableFinished) end('gone');
    dispose();
  };
  const dispose = () => {
    clearTimeout(timer);
    res?.off('close', onClose);
  };
  res?.once('close', onClose);
  return {
    signal: controller.signal,
    deadline: now + ms,
    get ended() {
      return ended;
    },
    dispose,
  };
}
