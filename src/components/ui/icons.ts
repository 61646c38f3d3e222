/**
 * The Lucide icons content files may name (`iconNames` in the content schema), by name, drawn
 * as every icon on the site is (components/ui/Icon.tsx). Server-side only (service cards and
 * pages): the whole icon set never reaches the browser.
 */
import * as lucide from "lucide";
import { iconOf, type Icon } from "@/components/ui/Icon";
import { iconNames, type IconName } from "@/content/schemas";

export const contentIcons = Object.fromEntries(iconNames.map((name) => [name, iconOf(lucide[name], name)])) as Record<
  IconName,
  Icon
>;
