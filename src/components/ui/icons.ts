/**
 * The Lucide icons content files may name (`iconNames` in the content schema), by name.
 * Server-side only (service cards and pages): the whole icon set never reaches the browser.
 */
import * as lucide from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { iconNames, type IconName } from "@/content/schemas";

export const contentIcons = Object.fromEntries(iconNames.map((name) => [name, lucide[name]])) as Record<
  IconName,
  LucideIcon
>;
