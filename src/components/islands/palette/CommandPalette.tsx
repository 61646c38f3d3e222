// Over 150 lines: one cmdk dialog whose commands, page search and keyboard state are one piece; its store, search and runner are apart.
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { Command } from "cmdk";
import { ArrowRight, FileText, LoaderCircle, Moon } from "@/components/ui/Icon";
import { commandName, filterCommands, paletteCommands, type CommandWords } from "@/lib/navigation/commands";
import { documentLocale } from "@/lib/i18n/locale";
import { fill, plural, type Plural } from "@/lib/i18n/format";
import { paletteStore } from "./palette-store";
import { runCommand } from "./run-command";
import { useSiteSearch, warmSiteSearch, type SearchHit } from "./site-search";
import { adoptPaletteShell, type Adopted } from "./shell";

const itemClass =
  "flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-[0.95rem] data-[selected=true]:bg-bg-sunken data-[selected=true]:text-fg";
const groupClass =
  "[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wider [&_[cmdk-group-heading]]:text-fg-muted [&_[cmdk-group-heading]]:uppercase";

/** A page found by the site search: its title, and an excerpt with the matched words marked. */
function PageHit({ hit, onOpen }: { hit: SearchHit; onOpen: (url: string) => void }) {
  return (
    <Command.Item value={`page:${hit.url}`} data-kind="page" onSelect={() => onOpen(hit.url)} className={itemClass}>
      <span className="inline-flex size-8 shrink-0 items-center justify-center self-start rounded-lg border border-border text-accent">
        <FileText className="size-4" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{hit.title}</span>
        <span className="line-clamp-2 text-sm text-fg-muted">
          {hit.excerpt.map((part, i) =>
            part.marked ? (
              <mark key={i} className="rounded bg-accent-soft px-0.5 text-fg">
                {part.text}
              </mark>
            ) : (
              <span key={i}>{part.text}</span>
            ),
          )}
        </span>
      </span>
    </Command.Item>
  );
}

/**
 * The command palette: an accessible modal dialog (focus moves to the search box, is
 * trapped, and returns where it was on close) around cmdk's combobox and listbox. Typing
 * filters the commands and searches the site's full text (pages and posts).
 */
/** For PaletteHost, on the visitor's intent: the search index starts loading with the palette's code. */
export { warmSiteSearch };

/** The palette's words, in the page's language (messages' palette, and the top pages' names). */
export interface PaletteText extends CommandWords {
  dialog: string;
  placeholder: string;
  listLabel: string;
  commands: string;
  pages: string;
  empty: string;
  emptyWithQuery: string;
  found: Plural;
  searching: string;
  failed: string;
  shortcut: string;
  escape: string;
}

export default function CommandPalette({ text }: { text: PaletteText }) {
  const open = useSyncExternalStore(paletteStore.subscribe, paletteStore.get, paletteStore.getServer);
  const [query, setQuery] = useState("");
  const results = filterCommands(paletteCommands, query, text);
  const search = useSiteSearch(open ? query : "");
  const hits = search.hits;
  const total = results.length + hits.length;
  const searching = search.status === "searching";
  const empty = total === 0 && !searching;

  const contentRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // The first render takes over from the stand-in that opened at the first Ctrl+K (shell.ts):
  // what was typed there, with its caret or selection, and focus, in the same frame, so no key falls between;
  // the list keys pressed there (arrows, Enter) are replayed once the list is drawn.
  const adopted = useRef<Adopted | null>(null);
  /** Set when the hand-over happened at the first render: the list keys still to replay. */
  const handedOver = useRef<string[] | null>(null);
  /** Moves what the stand-in holds into the palette's box, focused; returns the list keys to replay. */
  const handOver = (taken: Adopted, input: HTMLInputElement): string[] => {
    adopted.current = null;
    const typed = taken.take();
    setQuery(typed.text);
    input.value = typed.text;
    input.focus();
    input.setSelectionRange(typed.selection.start, typed.selection.end, typed.selection.direction);
    taken.remove();
    return typed.keys;
  };
  useLayoutEffect(() => {
    const taken = adoptPaletteShell();
    if (taken === "closed") {
      // Closed in its stand-in while this code was on its way (the stand-in put focus back).
      paletteStore.setReturnFocus(null);
      paletteStore.set(false);
      return;
    }
    if (!taken) return;
    if (!paletteStore.get()) {
      taken.remove();
      return;
    }
    paletteStore.setReturnFocus(taken.returnFocusTo);
    // The list filters by the text at once, so that list keys replayed at the hand-over act on it.
    setQuery(taken.take().text);
    // Usually the box is drawn a moment later (the dialog's content mounts after this), and
    // onOpenAutoFocus hands over then; until then the stand-in keeps focus and what is typed in it.
    if (inputRef.current) handedOver.current = handOver(taken, inputRef.current);
    else adopted.current = taken;
  }, []);
  // Radix focuses the search box on open with its text selected: after the stand-in, the caret
  // or the selection stays as the visitor left it instead, and their list keys follow.
  const onOpenAutoFocus = (event: Event) => {
    const input = inputRef.current;
    const taken = adopted.current;
    if (!input || (!taken && !handedOver.current)) return;
    event.preventDefault();
    const keys = taken ? handOver(taken, input) : handedOver.current!;
    handedOver.current = null;
    for (const key of keys) {
      input.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    }
  };

  // Radix hides the rest of the page from assistive technology, but keeps visible every
  // branch that holds a live region, and <main> has several (form and filter status
  // messages). So while the palette is open the rest of the page is made inert: out of
  // the accessibility tree, out of the tab order, and not clickable.
  useEffect(() => {
    if (!open) return;
    const content = contentRef.current;
    const others = [...document.body.children].filter(
      (el): el is HTMLElement =>
        el instanceof HTMLElement &&
        !el.inert &&
        !(content && el.contains(content)) &&
        !el.matches("[data-palette-backdrop], [data-radix-focus-guard], script"),
    );
    for (const el of others) el.inert = true;
    return () => {
      for (const el of others) el.inert = false;
    };
  }, [open]);

  const onOpenChange = (next: boolean) => {
    paletteStore.set(next);
    if (!next) setQuery("");
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Radix closes on a pointer down outside, but listens for it only from a timer after
            opening: on a busy main thread a click that comes first (input outranks timers) was
            lost. The backdrop closes on its own click too; closing twice is harmless. */}
        <Dialog.Overlay
          data-palette-backdrop=""
          onClick={() => onOpenChange(false)}
          className="fixed inset-0 z-50 bg-[rgb(8_12_25/0.55)] backdrop-blur-sm"
        />
        <Dialog.Content
          ref={contentRef}
          aria-describedby={undefined}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            // Radix would focus a Dialog.Trigger; the palette opens from several places.
            event.preventDefault();
            paletteStore.restoreFocus();
          }}
          className="fixed top-[12vh] left-1/2 z-50 w-[min(92vw,36rem)] -translate-x-1/2 overflow-hidden rounded-2xl border border-border bg-bg-elevated text-fg shadow-lift"
        >
          <Dialog.Title className="sr-only">{text.dialog}</Dialog.Title>
          <Command label={text.dialog} shouldFilter={false} loop={false}>
            <div className="flex items-center gap-2 border-b border-border py-1 pr-4 pl-1">
              <Command.Input
                ref={inputRef}
                value={query}
                onValueChange={setQuery}
                placeholder={text.placeholder}
                className="h-12 w-full bg-transparent px-3 text-base text-fg placeholder:text-fg-muted"
              />
              <kbd className="rounded-md border border-border bg-bg-sunken px-1.5 py-0.5 text-xs text-fg-muted">
                {text.escape}
              </kbd>
            </div>
            {/* An empty listbox is invalid (it must own options): with no results it is hidden and a
                status message says so instead. */}
            <p role="status" className={empty ? "px-3 py-8 text-center text-sm text-fg-muted" : "sr-only"}>
              {empty
                ? search.status === "done" && query.trim()
                  ? fill(text.emptyWithQuery, { query: query.trim() })
                  : text.empty
                : search.status === "done" && hits.length > 0
                  ? plural(documentLocale(), text.found, hits.length)
                  : ""}
            </p>
            <Command.List
              label={text.listLabel}
              hidden={total === 0}
              className="max-h-80 overflow-y-auto overscroll-contain p-2"
            >
              {results.length > 0 ? (
                <Command.Group heading={text.commands} className={groupClass}>
                  {results.map((command) => (
                    <Command.Item
                      key={command.id}
                      value={command.id}
                      data-kind="command"
                      onSelect={() => {
                        onOpenChange(false);
                        runCommand(command, (href) => window.location.assign(href));
                      }}
                      className={itemClass}
                    >
                      <span className="inline-flex size-8 items-center justify-center rounded-lg border border-border text-accent">
                        {command.kind === "navigate" ? (
                          <ArrowRight className="size-4" aria-hidden="true" />
                        ) : (
                          <Moon className="size-4" aria-hidden="true" />
                        )}
                      </span>
                      <span className="flex-1">{commandName(command, text)}</span>
                      <span
                        className="flex gap-1"
                        aria-label={fill(text.shortcut, { first: command.shortcut[0], second: command.shortcut[1] })}
                      >
                        {command.shortcut.map((key) => (
                          <kbd
                            key={key}
                            aria-hidden="true"
                            className="min-w-6 rounded-md border border-border bg-bg-sunken px-1.5 py-0.5 text-center text-xs text-fg-muted"
                          >
                            {key}
                          </kbd>
                        ))}
                      </span>
                    </Command.Item>
                  ))}
                </Command.Group>
              ) : null}
              {hits.length > 0 ? (
                <Command.Group heading={text.pages} className={groupClass}>
                  {hits.map((hit) => (
                    <PageHit
                      key={hit.url}
                      hit={hit}
                      onOpen={(url) => {
                        onOpenChange(false);
                        window.location.assign(url);
                      }}
                    />
                  ))}
                </Command.Group>
              ) : null}
            </Command.List>
            {searching ? (
              <p
                data-palette-loading=""
                className="flex items-center gap-2 border-t border-border px-5 py-3 text-sm text-fg-muted"
              >
                <LoaderCircle className="size-4 animate-spin text-accent" aria-hidden="true" />
                {text.searching}
              </p>
            ) : search.status === "failed" ? (
              <p className="border-t border-border px-5 py-3 text-sm text-fg-muted">{text.failed}</p>
            ) : null}
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
