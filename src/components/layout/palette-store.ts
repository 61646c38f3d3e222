/** Open state of the command palette, shared by the header button, the keyboard listener
 * and the (lazily loaded) palette itself without a React context around the page. */
type Listener = () => void;

let open = false;
const listeners = new Set<Listener>();

export const paletteStore = {
  get: () => open,
  getServer: () => false,
  set(next: boolean) {
    if (next === open) return;
    open = next;
    listeners.forEach((l) => l());
  },
  toggle() {
    paletteStore.set(!open);
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
