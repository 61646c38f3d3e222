/** A team member: `team/<first-last>.yaml`, with the portrait's chosen looks. */
import { z } from "astro/zod";
import { text } from "./shared";
import { BEARDS, HAIR_STYLES, JAWS, OUTFITS } from "../../lib/avatar";

const colour = z.string().regex(/^#[0-9A-Fa-f]{6}$/, "must be a colour written as #RRGGBB");

/** A portrait's traits chosen by hand (src/lib/avatar.ts); each one left out comes from the name. */
export const looksSchema = z
  .strictObject({
    skin: colour,
    hair: z.enum(HAIR_STYLES),
    hairColour: colour,
    clothing: colour,
    outfit: z.enum(OUTFITS),
    glasses: z.boolean(),
    earrings: z.boolean(),
    beard: z.enum(BEARDS),
    jaw: z.enum(JAWS),
  })
  .partial();

export const teamMemberSchema = z.strictObject({
  order: z.number().int().min(1),
  name: text(3, 60),
  role: text(3, 60),
  bio: text(120, 600),
  // Kept as written; the CMS does not edit a drawn portrait's traits.
  looks: looksSchema.optional().meta({ keep: true }),
});
