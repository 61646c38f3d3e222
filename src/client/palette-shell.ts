/**
 * The command palette's stand-in, part of every page's one script (motion.ts): until the
 * palette's own code has loaded, Ctrl+K (Meta+K), "/" outside a text field, or a click on the
 * palette's button opens a
 * plain copy of its search box at once, which takes what the visitor types from the first key.
 * The palette, once loaded, adopts the text and the caret and removes the stand-in, so no
 * keystroke is lost however slow the phone (issue 42).
 *
 * Before the palette is ready the stand-in is the truth: Escape, a second Ctrl+K or a click on
 * its backdrop closes it, and the palette's island, when its code runs, opens or stays closed
 * as the stand-in says. The two meet in the DOM only (islands/palette/shell.ts reads it), so
 * that this page-wide script and the island share no module (no extra chunk on every page):
 * `#palette-shell[data-state]` and `[data-keys]` (the list keys pressed in it: arrows, Enter,
 * which the palette replays), `[data-palette-return]` on where focus was, `[data-palette-inert]`
 * on what it made inert, and `html[data-palette-ready]` once the palette has taken over.
 */

export const SHELL_ID = "palette-shell";
const READY = "paletteReady";

/**
 * The same look as the palette (CommandPalette.tsx), so that the hand-over does not show. Its
 * words come with the page, in the page's language, on the palette's button (HeaderParts.tsx):
 * this script, on every page, carries none of either language.
 */
function markup(): string {
  const words = document.querySelector<HTMLElement>("[data-palette-trigger]")?.dataset ?? {};
  const attr = (value = "") => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return `
<div data-palette-backdrop-shell class="fixed inset-0 z-50 bg-[rgb(8_12_25/0.55)] backdrop-blur-sm"></div>
<div role="dialog" aria-modal="true" aria-label="${attr(words.shellDialog)}" class="fixed top-[12vh] left-1/2 z-50 w-[min(92vw,36rem)] -translate-x-1/2 overflow-hidden rounded-2xl border border-border bg-bg-elevated text-fg shadow-lift">
  <div class="flex items-center gap-2 border-b border-border py-1 pr-4 pl-1">
    <input type="text" aria-label="${attr((words.shellPlaceholder ?? "").replace(/\.+$/, ""))}" placeholder="${attr(words.shellPlaceholder)}" autocomplete="off" autocorrect="off" spellcheck="false" class="h-12 w-full bg-transparent px-3 text-base text-fg placeholder:text-fg-muted" />
    <kbd class="rounded-md border border-border bg-bg-sunken px-1.5 py-0.5 text-xs text-fg-muted">Esc</kbd>
  </div>
  <p role="status" class="px-5 py-3 text-sm text-fg-muted">${attr(words.shellLoading)}</p>
</div>`;
}

const ready = () => READY in document.documentElement.dataset;
const shell = () => document.getElementById(SHELL_ID);

/** Marks where focus was before the stand-in opened: the palette returns it there on close. */
const RETURN = "data-palette-return";
const returnTarget = () => document.querySelector<HTMLElement>(`[${RETURN}]`);

/** Keys that act on the palette's list, not on the text: held for the palette, which replays them. */
const LIST_KEYS = new Set(["ArrowDown", "ArrowUp", "Home", "End", "PageDown", "PageUp", "Enter"]);
const INERT = "data-palette-inert";
/** Where "/" is typed rather than a shortcut. */
const TEXT_FIELD = "input, textarea, select, [contenteditable]:not([contenteditable='false']), [role='combobox']";

/** Modal, as the palette is: the rest of the page is out of reach until it closes. */
function setPageInert(inert: boolean): void {
  if (inert) {
    for (const el of document.body.children) {
      if (el instanceof HTMLElement && el.id !== SHELL_ID && !el.inert && el.tagName !== "SCRIPT") {
        el.inert = true;
        el.setAttribute(INERT, "");
      }
    }
  } else {
    for (const el of document.querySelectorAll<HTMLElement>(`[${INERT}]`)) {
      el.inert = false;
      el.removeAttribute(INERT);
    }
  }
}

function open(): void {
  let el = shell();
  if (!el) {
    el = document.createElement("div");
    el.id = SHELL_ID;
    el.innerHTML = markup();
    // On the press, not the click: a click whose press landed here could lose its release to the
    // hand-over to the palette, and the stand-in would stay open. The press's own default (focus
    // moves to what was pressed: nothing focusable, so the page) would undo the focus that the
    // close put back: it is cancelled.
    const backdrop = el.querySelector("[data-palette-backdrop-shell]")!;
    backdrop.addEventListener("pointerdown", close);
    backdrop.addEventListener("mousedown", (event) => event.preventDefault());
    el.querySelector("input")!.addEventListener("keydown", (event) => {
      // Modal from its first frame (issue 54): the search box is all it holds, so Tab and
      // Shift+Tab stay on it, as they do in the palette (its dialog traps focus).
      if (event.key === "Tab") {
        event.preventDefault();
        return;
      }
      if (!LIST_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      const held = JSON.parse(el!.dataset.keys ?? "[]") as string[];
      el!.dataset.keys = JSON.stringify([...held, event.key]);
    });
    document.body.append(el);
  }
  if (el.dataset.state !== "open") {
    returnTarget()?.removeAttribute(RETURN);
    if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      document.activeElement.setAttribute(RETURN, "");
  }
  el.dataset.state = "open";
  el.hidden = false;
  setPageInert(true);
  el.querySelector("input")!.focus();
}

function close(): void {
  const el = shell();
  if (!el) return;
  el.dataset.state = "closed";
  el.hidden = true;
  el.querySelector("input")!.value = "";
  delete el.dataset.keys;
  setPageInert(false);
  const target = returnTarget();
  target?.removeAttribute(RETURN);
  target?.focus();
}

/** Focus that leaves the open stand-in (a click on the page behind, a screen reader's move) comes back. */
function holdFocus(event: FocusEvent): void {
  const el = shell();
  if (ready() || el?.dataset.state !== "open" || (event.target instanceof Node && el.contains(event.target))) return;
  el.querySelector("input")!.focus();
}

export function listenForPaletteShell(): void {
  document.addEventListener("focusin", holdFocus, true);
  document.addEventListener(
    "keydown",
    (event) => {
      // A shortcut the island replays once its code has run is not the visitor's: skip it.
      if (!event.isTrusted || ready()) return;
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === "k") {
        event.preventDefault();
        if (shell()?.dataset.state === "open") close();
        else open();
      } else if (
        event.key === "/" &&
        !event.altKey &&
        !event.ctrlKey &&
        !event.metaKey &&
        shell()?.dataset.state !== "open" &&
        !(event.target instanceof Element && event.target.closest(TEXT_FIELD))
      ) {
        // "/" outside a text field opens it too (and is not typed into it).
        event.preventDefault();
        open();
      } else if (event.key === "Escape" && shell()?.dataset.state === "open") {
        event.preventDefault();
        close();
      }
    },
    true,
  );
  document.addEventListener(
    "click",
    (event) => {
      if (ready() || !(event.target instanceof Element) || !event.target.closest("[data-palette-trigger]")) return;
      open();
    },
    true,
  );
}
