/**
 * Two shapes of content are stored the way the CMS (Keystatic) stores them, and the schemas
 * accept that form: an optional group is `{ discriminant: true, value: {…} }` (or `{
 * discriminant: false }`), and a choice between shapes is `{ discriminant: "full", value: {…} }`.
 * The pages see the plain value either way. Zod only: the schemas import this, and the site's
 * build and server never load the CMS (src/content/cms-fields.ts makes its fields from these).
 */
import { z } from "astro/zod";

/** What `.meta()` says of a field for the CMS: a label, a hint, a reference, the long-text editor. */
export interface CmsMeta {
  label?: string;
  description?: string;
  /** The collection an id refers to (set by `ref()`). */
  ref?: "services" | "projects" | "team";
  /** A text shown in a taller box, whatever its length. */
  multiline?: boolean;
  /** Kept in the file as it is and not edited in the CMS. */
  keep?: boolean;
  /** An uploaded file, kept in the repository under `directory` (src/assets/<collection>). */
  upload?: { kind: "image" | "file"; directory: string; publicPath: string };
}

/**
 * A picture (or another file) an editor uploads: stored under src/assets/<folder>/<entry>/…, and
 * named in the file by its path from the content file (`../../assets/blog/<slug>/cover/image.png`),
 * the form the CMS writes and Astro's image() reads. The build makes its sizes (src/lib/media/pictures.ts).
 */
export function upload(
  folder: string,
  kind: "image" | "file" = "image",
  extensions = /\.(jpe?g|png)$/i,
  what = kind === "image" ? "a JPEG or PNG picture" : "a Lottie animation (.json)",
) {
  const publicPath = `../../assets/${folder}/`;
  return z
    .string()
    .startsWith(publicPath, `must be a file under src/assets/${folder}/, as the CMS stores an upload`)
    .regex(extensions, `must be ${what}`)
    .meta({ upload: { kind, directory: `src/assets/${folder}`, publicPath } });
}

/** A stored shape: an optional group, or a choice of groups by kind. */
export type StoredShape =
  | { kind: "optional"; schema: z.ZodObject; meta: CmsMeta }
  | { kind: "variants"; variants: Record<string, z.ZodObject>; meta: CmsMeta & { labels: Record<string, string> } };

/** The stored shapes, by the schema that reads them. */
export const storedShapes = new WeakMap<z.ZodType, StoredShape>();

const isStored = (v: unknown): v is { discriminant: unknown; value?: unknown } =>
  typeof v === "object" && v !== null && "discriminant" in v;

/**
 * An optional group, stored as Keystatic stores it: `{ discriminant: false }` when it is off, and
 * `{ discriminant: true, value: {…} }` when it is on. Read as the group or `undefined`.
 */
export function cmsOptional<S extends z.ZodObject>(schema: S, meta: CmsMeta = {}) {
  const stored = z.preprocess(
    (v) => (isStored(v) ? (v.discriminant === true ? v.value : undefined) : v),
    schema.optional(),
  );
  storedShapes.set(stored, { kind: "optional", schema, meta });
  return stored;
}

/**
 * One of several shapes, picked by `kind`, stored as Keystatic stores a choice: `{ discriminant:
 * "full", value: {…} }`. Read as `{ kind: "full", … }`, the shape's own fields beside its kind.
 */
export function cmsVariants<K extends string, S extends Record<K, z.ZodObject>>(
  variants: S,
  meta: CmsMeta & { labels: Record<K, string> },
) {
  const kinds = Object.keys(variants) as K[];
  const union = z.discriminatedUnion(
    "kind",
    kinds.map((kind) => variants[kind].extend({ kind: z.literal(kind) })) as unknown as [z.ZodObject, ...z.ZodObject[]],
  );
  const stored = z.preprocess(
    (v) => (isStored(v) && typeof v.value === "object" && v.value !== null ? { kind: v.discriminant, ...v.value } : v),
    union,
  );
  storedShapes.set(stored, { kind: "variants", variants, meta });
  return stored as unknown as z.ZodType<{ [P in K]: z.output<S[P]> & { kind: P } }[K]>;
}
