import { track } from './index.ts';

// userInfo and customerRecognition (section 7) from the login-status query: userInfo each time a
// page learns the login state (and when it changes: login, logout); customerRecognition when the
// state differs from the one last recognised in this browser session — the session's first
// answer, a login, a logout.

const RECOGNISED_KEY = 'analytics_recognised';

type State = 'loggedIn' | 'guest';

/** Whether a login state is news against the one recognised before (null: none yet). */
export function isRecognition(previous: string | null, loggedIn: boolean): boolean {
  return previous !== (loggedIn ? 'loggedIn' : 'guest');
}

function recognised(): string | null {
  try {
    return sessionStorage.getItem(RECOGNISED_KEY);
  } catch {
    return null;
  }
}

function remember(state: State): void {
  try {
    sessionStorage.setItem(RECOGNISED_KEY, state);
  } catch {
    // Without storage every page counts as a recognition; analytics tolerates that.
  }
}

export function reportLoginState(loggedIn: boolean, runtime: string, shop: string): void {
  if (typeof window === 'undefined') return;
  track((e) => e.userInfoEvent(loggedIn, runtime, shop));
  if (!isRecognition(recognised(), loggedIn)) return;
  remember(loggedIn ? 'loggedIn' : 'guest');
  track((e) => e.customerRecognitionEvent(loggedIn));
}
