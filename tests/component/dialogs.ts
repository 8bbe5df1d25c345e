// Component tests of modals: jsdom has no modal dialogs, so the browser's part (the open
// attribute) is stubbed; modals open from the URL hash, so each test starts at a bare URL.
import { afterEach, beforeAll } from 'vitest';

/** Call at the top of a test file whose components open <dialog> modals. */
export function withModalDialogs() {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  afterEach(() => history.replaceState(null, '', '/'));
}
