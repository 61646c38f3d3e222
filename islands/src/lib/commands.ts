/** The command palette's commands (spec §2 "Command palette"), shared by the palette and
 * the two-key shortcut listener so both always agree. */
export type PaletteCommand =
  | { id: string; name: string; shortcut: readonly [string, string]; kind: "navigate"; href: string }
  | { id: string; name: string; shortcut: readonly [string, string]; kind: "toggle-theme" };

export const paletteCommands: readonly PaletteCommand[] = [
  { id: "home", name: "Go to Home", shortcut: ["G", "H"], kind: "navigate", href: "/" },
  { id: "services", name: "Go to Services", shortcut: ["G", "S"], kind: "navigate", href: "/services" },
  { id: "projects", name: "Go to Projects", shortcut: ["G", "P"], kind: "navigate", href: "/projects" },
  { id: "about", name: "Go to About", shortcut: ["G", "A"], kind: "navigate", href: "/about" },
  { id: "blog", name: "Go to Blog", shortcut: ["G", "B"], kind: "navigate", href: "/blog" },
  { id: "contact", name: "Go to Contact", shortcut: ["G", "C"], kind: "navigate", href: "/contact" },
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
