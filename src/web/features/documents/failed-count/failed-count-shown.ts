// Per browser tab, so a reload does not count as a new tenant selection.
const KEY = 'posbelge.failedCountShownFor';

/** The `<user>:<tenant>` selection whose failed count was already shown, if any. */
export function readShownFor(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function writeShownFor(selection: string | null): void {
  try {
    if (selection === null) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, selection);
  } catch {
    return;
  }
}
