import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { commandForSequence, paletteCommands } from "@/lib/navigation/commands";
import { paletteStore } from "./palette-store";
import { runCommand } from "./run-command";

const loadPalette = () => import("./CommandPalette");
const CommandPalette = lazy(loadPalette);
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
 * The keyboard shortcuts: Meta+K / Ctrl+K toggle the palette; the two-key shortcuts shown in
 * it (G then H, …, T then D) run directly when focus is not in a text field. None of this needs
 * React, so it listens from the moment this module runs: the island's directive replays the
 * keys that made it load (src/client/after-load.ts) as soon as the module has been evaluated,
 * before React hydrates anything.
 */
function listenForShortcuts(): void {
  let pending: { key: string; at: number } | null = null;
  document.addEventListener("keydown", (event) => {
    if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === "k") {
      event.preventDefault();
      paletteStore.toggle();
      return;
    }
    if (event.metaKey || event.ctrlKey || event.altKey || event.repeat) return;
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
 * palette's button, and renders the palette (whose code loads on first use only) while the
 * store says it is open.
 */
export function PaletteHost() {
  const open = useSyncExternalStore(paletteStore.subscribe, paletteStore.get, paletteStore.getServer);
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);

  // Fetch the palette's code at the first sign of intent (Ctrl or Meta pressed, a pointer over
  // or focus on the palette button) rather than while the page loads: it stays out of the
  // load's main-thread work, and it has usually arrived by the time the palette opens.
  useEffect(() => {
    const options = { capture: true, passive: true } as const;
    const stop = () => {
      document.removeEventListener("keydown", onKey, options);
      document.removeEventListener("pointerover", onIntent, options);
      document.removeEventListener("focusin", onIntent, options);
    };
    const prefetch = () => {
      stop();
      void loadPalette();
    };
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey) prefetch();
    }
    function onIntent(event: Event) {
      if (event.target instanceof Element && event.target.closest("[data-palette-trigger]")) prefetch();
    }
    document.addEventListener("keydown", onKey, options);
    document.addEventListener("pointerover", onIntent, options);
    document.addEventListener("focusin", onIntent, options);
    return stop;
  }, []);

  return loaded ? (
    <Suspense fallback={null}>
      <CommandPalette />
    </Suspense>
  ) : null;
}
