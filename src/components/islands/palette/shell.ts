/**
 * The island's side of the palette's stand-in (src/client/palette-shell.ts, in every page's one
 * script): until the palette is ready the stand-in says whether it is open, and when the palette
 * first renders it takes the typed text, the caret and where focus was, and removes the stand-in.
 * They meet in the DOM only, so that the page-wide script and the island share no module.
 */
export const SHELL_ID = "palette-shell";

/** "open" or "closed" while the stand-in stands in; null once the palette is ready, or if it was never used. */
export function paletteShellState(): "open" | "closed" | null {
  if ("paletteReady" in document.documentElement.dataset) return null;
  const state = document.getElementById(SHELL_ID)?.dataset.state;
  return state === "open" || state === "closed" ? state : null;
}

export interface Typed {
  text: string;
  /** The caret, or the selection, as the visitor left it (a Shift+arrow selection included). */
  selection: { start: number; end: number; direction: "forward" | "backward" | "none" };
  /** List keys pressed in the stand-in (arrows, Enter), in order, for the palette to replay. */
  keys: string[];
}

export interface Adopted {
  /** Where focus was before the stand-in opened. */
  returnFocusTo: HTMLElement | null;
  /** What the stand-in holds now: read once the palette's search box is there, so no key typed meanwhile is lost. */
  take: () => Typed;
  /**
   * Removes the stand-in: once the palette's box has focus, so that focus goes from one box to
   * the other and never through the page (removing a focused box drops focus).
   */
  remove: () => void;
}

/**
 * Takes over from the stand-in (removed by `remove()` once the palette's box has focus, or here
 * when it is closed): what was typed in it while it is open; "closed"
 * when the visitor closed it before the palette was ready (the palette then closes too: before
 * it is ready every open and close goes through the stand-in); null when it was never used.
 */
export function adoptPaletteShell(): Adopted | "closed" | null {
  document.documentElement.dataset.paletteReady = "";
  const el = document.getElementById(SHELL_ID);
  const returnFocusTo = document.querySelector<HTMLElement>("[data-palette-return]");
  returnFocusTo?.removeAttribute("data-palette-return");
  // The palette makes the page inert itself while it is open.
  for (const inert of document.querySelectorAll<HTMLElement>("[data-palette-inert]")) {
    inert.inert = false;
    inert.removeAttribute("data-palette-inert");
  }
  if (!el) return null;
  const input = el.querySelector("input");
  const open = el.dataset.state === "open" && input !== null;
  if (!open) {
    el.remove();
    return "closed";
  }
  const take = (): Typed => {
    const end = input.selectionEnd ?? input.value.length;
    const selection = { start: input.selectionStart ?? end, end, direction: input.selectionDirection ?? "none" };
    return { text: input.value, selection, keys: JSON.parse(el.dataset.keys ?? "[]") as string[] };
  };
  return { returnFocusTo, take, remove: () => el.remove() };
}
