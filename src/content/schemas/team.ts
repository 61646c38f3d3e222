/** A team member: `team/<first-last>.yaml`, with their portrait. */
import { z } from "astro/zod";
import { cmsOptional, upload } from "../cms-shapes";
import { text } from "./shared";

export const teamMemberSchema = z.strictObject({
  order: z.number().int().min(1),
  name: text(3, 60),
  role: text(3, 60),
  bio: text(120, 600),
  /** A photograph or a drawing, 4:5 (the site crops to it from the top centre), at least 640×800; without one the site shows their initials. */
  portrait: cmsOptional(z.strictObject({ image: upload("team"), alt: text(10, 160) }), { label: "Portrait" }),
});
