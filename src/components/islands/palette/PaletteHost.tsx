import { useEffect, useState, type ComponentType } from "react";
import { commandForSequence, paletteCommands } from "@/lib/navigation/commands";
import { paletteStore } from "./palette-store";
import { runCommand } from "./run-command";
import { paletteShellState } from "./shell";
import type { PaletteText } from "./CommandPalette";
import { documentLocale } from "@/lib/i18n/locale";

/**
 * The palette's code, and its words in the page's language: the language's catalogue is a chunk
 * of its own, fetched with the palette, so an English page never fetches Hindi words, nor the
 * reverse (ADR 0023).
 */
const loadPalette = () =>
  Promise.all([
    import("./CommandPalette"),
    documentLocale() === "hi"
      ? import("@/lib/i18n/messages/hi").then((m) => m.hi)
      : import("@/lib/i18n/messages/en").then((m) => m.en),
  ]);
const navigate = (href: string) => window.location.assign(href);

const SEQUENCE_TIMEOUT_MS = 1500;
/** The first keys of the two-key shortcuts (G, T). */
const FIRST_KEYS = new Set(paletteCommands.map((c) => c.shortcut[0]));

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest("input, textarea, select, [contenteditable='true'], [role='combobox']") !== null
  );
}

/**
 * The keyboard shortcuts and the palette's button: Meta+K / Ctrl+K toggle the palette, "/"
 * outside a text field and a click on a `[data-palette-trigger]` open it; the two-key shortcuts shown in it (G then H, …, T then
 * D) run directly when focus is not in a text field. None of this needs React, so it listens on
 * the document from the moment this module runs: the island's directive replays the keys that
 * made it load (src/client/after-load.ts) as soon as the module has been evaluated, before React
 * hydrates anything.
 *
 * Until the palette is ready, the page's script has answered each of these at once with the
 * palette's stand-in (src/client/palette-shell.ts), in the same event, before this listener:
 * the store follows the stand-in rather than toggling, so that however late a key or a click
 * arrives here, the palette ends as the visitor left the stand-in.
 */
function listenForShortcuts(): void {
  // The stand-in opened before this module ran (the click or key that started this island).
  if (paletteShellState() === "open") paletteStore.set(true);
  document.addEventListener(
    "click",
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest("[data-palette-trigger]")) return;
      const shell = paletteShellState();
      paletteStore.set(shell ? shell === "open" : true);
    },
    true,
  );
  let pending: { key: string; at: number } | null = null;
  document.addEventListener("keydown", (event) => {
    if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === "k") {
      event.preventDefault();
      const shell = paletteShellState();
      if (shell) paletteStore.set(shell === "open");
      else paletteStore.toggle();
      return;
    }
    if (event.metaKey || event.ctrlKey || event.altKey || event.repeat) return;
    if (event.key === "/" && !paletteStore.get() && !isTypingTarget(event.target)) {
      event.preventDefault();
      pending = null;
      const shell = paletteShellState();
      paletteStore.set(shell ? shell === "open" : true);
      return;
    }
    if (paletteStore.get() || isTypingTarget(event.target)) {
      pending = null;
      return;
    }
    const key = event.key.toUpperCase();
    if (pending && event.timeStamp - pending.at < SEQUENCE_TIMEOUT_MS) {
      const command = commandForSequence(pending.key, key);
      pending = null;
      if (command) {
        event.preventDefault();
        runCommand(command, navigate);
        return;
      }
    }
    pending = FIRST_KEYS.has(key) ? { key, at: event.timeStamp } : null;
  });
}
if (typeof document !== "undefined") listenForShortcuts();

/**
 * The palette's island: it hydrates on the first key of a shortcut or on intent on the
 * palette's button, and then loads the palette's code and renders it (closed, until the store
 * says it is open; a stand-in answers until then: src/client/palette-shell.ts).
 */
export function PaletteHost() {
  // Not React.lazy: a Suspense boundary that shows its fallback holds back what it reveals for
  // 300 ms, and the visitor may be waiting on the palette by then.
  const [Palette, setPalette] = useState<{ View: ComponentType<{ text: PaletteText }>; text: PaletteText } | null>(
    null,
  );

  // This island hydrates only on intent (a shortcut's first key, or the pointer or focus on the
  // palette's button: BaseLayout's directive), never because the page loaded: so the palette's
  // code and the search engine start loading now, and have usually arrived by the time it opens.
  useEffect(() => {
    void loadPalette().then(([palette, words]) => {
      palette.warmSiteSearch();
      setPalette({ View: palette.default, text: { ...words.palette, nav: words.nav } });
    });
  }, []);

  return Palette ? <Palette.View text={Palette.text} /> : null;
}
