import type { PaletteCommand } from "@/lib/navigation/commands";
import { toggleTheme } from "@/lib/ui/theme";

export function runCommand(command: PaletteCommand, navigate: (href: string) => void): void {
  if (command.kind === "navigate") navigate(command.href);
  else toggleTheme();
}
