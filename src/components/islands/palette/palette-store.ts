/** Open state of the command palette, shared by the header button, the keyboard listener
 * and the (lazily loaded) palette itself without a React context around the page. */
type Listener = () => void;

let open = false;
// Where focus was when the palette opened; it goes back there on close.
let returnFocusTo: HTMLElement | null = null;
const listeners = new Set<Listener>();

export const paletteStore = {
  get: () => open,
  getServer: () => false,
  set(next: boolean) {
    if (next === open) return;
    if (next && typeof document !== "undefined") {
      returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
    open = next;
    listeners.forEach((l) => l());
  },
  toggle() {
    paletteStore.set(!open);
  },
  /** Where focus goes back on close, when the palette opened from its stand-in (shell.ts). */
  setReturnFocus(target: HTMLElement | null) {
    returnFocusTo = target;
  },
  /** Restores focus to where it was before the palette opened. */
  restoreFocus() {
    const target = returnFocusTo;
    returnFocusTo = null;
    if (target && target.isConnected) target.focus();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
