import type { PaletteCommand } from "@/lib/navigation/commands";
import { documentLocale, localizePath } from "@/lib/i18n/locale";
import { toggleTheme } from "@/lib/ui/theme";

/** Runs a command; a page it goes to is in the language of the page it runs on. */
export function runCommand(command: PaletteCommand, navigate: (href: string) => void): void {
  if (command.kind === "navigate") navigate(localizePath(command.href, documentLocale()));
  else toggleTheme();
}
