import type { PaletteCommand } from "@/lib/commands";
import { toggleTheme } from "@/lib/theme";

export function runCommand(command: PaletteCommand, navigate: (href: string) => void): void {
  if (command.kind === "navigate") navigate(command.href);
  else toggleTheme();
}
