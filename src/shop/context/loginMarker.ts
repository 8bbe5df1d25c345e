// A stored "logged in" marker: the header shows the logged-in state from it at once, before the
// login-status query has answered, and the app/webview can set it too.
const KEY = 'shop_logged_in';
export const LOGIN_CHANGED = 'loginchange';

export function hasLoginMarker(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function setLoginMarker(loggedIn: boolean): void {
  try {
    if (loggedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage may be unavailable (private mode); the login-status query still decides.
  }
  window.dispatchEvent(new Event(LOGIN_CHANGED));
}
