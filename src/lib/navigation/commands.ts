import { topPages } from "./permalinks";

/**
 * The command palette's commands (spec §2 "Command palette"), shared by the palette and the
 * two-key shortcut listener so both always agree: "Go to" each top page, and the theme. Their
 * names are words, in the page's language (`commandName`, from the message catalogue the palette
 * loads with its code); their paths are the English ones, which the page's language prefixes.
 */
export type PaletteCommand =
  | { id: string; shortcut: readonly [string, string]; kind: "navigate"; href: string }
  | { id: string; shortcut: readonly [string, string]; kind: "toggle-theme" };

export const paletteCommands: readonly PaletteCommand[] = [
  ...topPages.map((p): PaletteCommand => ({ id: p.id, shortcut: ["G", p.key], kind: "navigate", href: p.path })),
  { id: "theme", shortcut: ["T", "D"], kind: "toggle-theme" },
];

/** What a command is called: "Go to Home", "Toggle Dark Mode" (or their Hindi). */
export interface CommandWords {
  goTo: string;
  toggleTheme: string;
  nav: Readonly<Record<string, string>>;
}

export function commandName(command: PaletteCommand, words: CommandWords): string {
  if (command.kind === "toggle-theme") return words.toggleTheme;
  return words.goTo.replace("{page}", words.nav[command.id] ?? command.id);
}

/** Case-insensitive name match, as the spec asks. */
export function filterCommands(
  commands: readonly PaletteCommand[],
  query: string,
  words: CommandWords,
): PaletteCommand[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...commands];
  return commands.filter((c) => commandName(c, words).toLowerCase().includes(needle));
}

/** Finds the command whose two-key shortcut is `first` then `second` (case-insensitive). */
export function commandForSequence(first: string, second: string): PaletteCommand | undefined {
  const a = first.toUpperCase();
  const b = second.toUpperCase();
  return paletteCommands.find((c) => c.shortcut[0] === a && c.shortcut[1] === b);
}
