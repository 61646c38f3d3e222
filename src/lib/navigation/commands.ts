import { topPages } from "./permalinks";

/** The command palette's commands (spec §2 "Command palette"), shared by the palette and
 * the two-key shortcut listener so both always agree: "Go to" each top page, and the theme. */
export type PaletteCommand =
  | { id: string; name: string; shortcut: readonly [string, string]; kind: "navigate"; href: string }
  | { id: string; name: string; shortcut: readonly [string, string]; kind: "toggle-theme" };

export const paletteCommands: readonly PaletteCommand[] = [
  ...topPages.map((p): PaletteCommand => ({
    id: p.id,
    name: `Go to ${p.label}`,
    shortcut: ["G", p.key],
    kind: "navigate",
    href: p.path,
  })),
  { id: "theme", name: "Toggle Dark Mode", shortcut: ["T", "D"], kind: "toggle-theme" },
];

/** Case-insensitive name match, as the spec asks. */
export function filterCommands(commands: readonly PaletteCommand[], query: string): PaletteCommand[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...commands];
  return commands.filter((c) => c.name.toLowerCase().includes(needle));
}

/** Finds the command whose two-key shortcut is `first` then `second` (case-insensitive). */
export function commandForSequence(first: string, second: string): PaletteCommand | undefined {
  const a = first.toUpperCase();
  const b = second.toUpperCase();
  return paletteCommands.find((c) => c.shortcut[0] === a && c.shortcut[1] === b);
}
