// Which part of the authentication modal (#headerAuthModal) shows: others ask for one before
// they open the modal (the account's prompt opens registration or the password request).

export type AuthView = 'login' | 'register' | 'forgot';

export const AUTH_VIEW_EVENT = 'authview';
let requested: AuthView = 'login';

export function requestAuthView(view: AuthView): void {
  requested = view;
  window.dispatchEvent(new Event(AUTH_VIEW_EVENT));
}

/** The requested view, without using it up (the modal may be open already). */
export function peekAuthView(): AuthView {
  return requested;
}

/** The requested view, once: the next plain opening shows the login again. */
export function takeAuthView(): AuthView {
  const view = requested;
  requested = 'login';
  return view;
}
