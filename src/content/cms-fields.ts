/**
 * The CMS's fields, derived from the content schemas: one source for what a file may hold. A
 * text's length, a pattern, a list's length, a number's range, a choice of values, a reference to
 * another entry: each is said once, in the zod schema, and the CMS (keystatic.config.ts) asks the
 * same of an editor, with its message at the field, before it saves. What a schema adds in code
 * (`refine`, the rules of src/lib/content/rules.ts) the build still checks; `npm run
 * content:check` reports it in a second. Only the CMS and its tests import this module.
 */
import { fields, type ComponentSchema } from "@keystatic/core";
import { z } from "astro/zod";
import { storedShapes, type CmsMeta, type StoredShape } from "./cms-shapes";

type AnyField = ComponentSchema;
type Def = {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  innerType?: z.ZodType;
  defaultValue?: unknown;
  out?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string>;
  format?: string;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const metaOf = (schema: z.ZodType): CmsMeta => (z.globalRegistry.get(schema) as CmsMeta | undefined) ?? {};

/** "buttonLabel" reads "Button label"; a key that is an acronym keeps its capitals ("seo" is "SEO"). */
export function labelOf(key: string): string {
  if (key === "seo") return "SEO";
  if (key === "cta") return "Call to action";
  if (key === "faqs") return "FAQs";
  if (key === "inr") return "Price in rupees (INR)";
  if (key === "usd") return "Price in US dollars (USD)";
  if (key === "per") return "The price is for";
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The checks of a string or array schema, as bounds. */
function bounds(def: Def): { min?: number; max?: number; pattern?: { regex: RegExp; message: string } } {
  const out: ReturnType<typeof bounds> = {};
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === "min_length") out.min = c.minimum as number;
    if (c.check === "max_length") out.max = c.maximum as number;
    if (c.check === "length_equals") out.min = out.max = c.length as number;
    if (c.check === "string_format" && c.format === "regex") {
      const regex = c.pattern as RegExp;
      out.pattern = { regex, message: (c.error as (() => string) | undefined)?.() ?? `must match ${regex}` };
    }
    if (c.check === "string_format" && c.format === "starts_with") {
      out.pattern = { regex: c.pattern as RegExp, message: `Must start with ${String(c.prefix)}` };
    }
  }
  return out;
}

function numberBounds(def: Def): { min?: number; max?: number; integer: boolean } {
  const out: ReturnType<typeof numberBounds> = { integer: false };
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === "number_format" && String(c.format).includes("int")) out.integer = true;
    if (c.check === "greater_than") out.min = (c.value as number) + (c.inclusive ? 0 : 1);
    if (c.check === "less_than") out.max = (c.value as number) - (c.inclusive ? 0 : 1);
  }
  return out;
}

const EMAIL_PATTERN = { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: "Must be an e-mail address" };

/** What a schema asks of a value, in the terms the CMS and its agreement test use. */
export type CmsParts = { required: boolean; meta: CmsMeta } & (
  | { kind: "object"; shape: Record<string, z.ZodType> }
  | { kind: "stored"; shape: StoredShape; inner: (discriminant: unknown) => z.ZodType | undefined }
  | {
      kind: "string";
      min?: number;
      max?: number;
      pattern?: { regex: RegExp; message: string };
      ref?: CmsMeta["ref"];
      format?: string;
    }
  | { kind: "number"; min?: number; max?: number; integer: boolean }
  | { kind: "enum"; values: string[] }
  | { kind: "boolean"; defaultValue: boolean }
  | { kind: "date" }
  | { kind: "upload"; upload: NonNullable<CmsMeta["upload"]> }
  | { kind: "array"; element: z.ZodType; min?: number; max?: number }
  | { kind: "keep" }
);

/** Reads a schema's kind and rules through its wrappers (optional, default, the stored shapes). */
export function cmsParts(schema: z.ZodType, required = true, outer: CmsMeta = {}): CmsParts {
  const def = defOf(schema);
  const meta = { ...metaOf(schema), ...outer };
  if (meta.keep) return { kind: "keep", required: false, meta };
  const shape = storedShapes.get(schema);
  if (shape) {
    const inner = (d: unknown) =>
      shape.kind === "optional" ? (d === true ? shape.schema : undefined) : shape.variants[String(d)];
    return { kind: "stored", required, meta, shape, inner };
  }
  switch (def.type) {
    case "optional":
      return cmsParts(def.innerType!, false, meta);
    case "default":
      if (defOf(def.innerType!).type === "boolean") {
        return { kind: "boolean", required: false, meta, defaultValue: def.defaultValue === true };
      }
      return cmsParts(def.innerType!, false, meta);
    case "pipe":
      return cmsParts(def.out!, required, meta);
    case "string":
      if (meta.upload) return { kind: "upload", required, meta, upload: meta.upload };
      return { kind: "string", required, meta, ...bounds(def), ref: meta.ref, format: def.format };
    case "number":
      return { kind: "number", required, meta, ...numberBounds(def) };
    case "enum":
      return { kind: "enum", required, meta, values: Object.values(def.entries!) };
    case "boolean":
      return { kind: "boolean", required: false, meta, defaultValue: false };
    case "date":
      return { kind: "date", required, meta };
    case "array":
      return { kind: "array", required, meta, element: def.element!, ...bounds(def) };
    case "object":
      return { kind: "object", required, meta, shape: def.shape! };
    default:
      throw new Error(`No CMS field for a zod ${def.type}: add one in src/content/cms-fields.ts`);
  }
}

/** The field for one schema, under the label its key gives it. */
export function cmsField(schema: z.ZodType, key: string): AnyField {
  const parts = cmsParts(schema);
  const label = parts.meta.label ?? labelOf(key);
  const description = parts.meta.description;
  const required = parts.required;
  switch (parts.kind) {
    case "keep":
      return fields.ignored();
    case "stored":
      return storedField(parts.shape);
    case "string": {
      if (parts.ref)
        return fields.relationship({ label, description, collection: parts.ref, validation: { isRequired: required } });
      if (parts.format === "url") return fields.url({ label, description, validation: { isRequired: required } });
      const { min, max } = parts;
      // Keystatic has no "empty, or at least N characters": an optional text says it as a pattern.
      const pattern =
        parts.format === "email"
          ? EMAIL_PATTERN
          : !required && (min ?? 0) > 1
            ? {
                regex: new RegExp(`^$|^[\\s\\S]{${min},}$`),
                message: `${label} must be empty or at least ${min} characters long`,
              }
            : parts.pattern;
      return fields.text({
        label,
        description,
        multiline: parts.meta.multiline ?? (max ?? 0) > 160,
        validation: {
          isRequired: required,
          length: { min: required ? Math.max(min ?? 1, 1) : 0, max: max ?? Infinity },
          pattern,
        },
      });
    }
    case "enum":
      return fields.select({
        label,
        description,
        options: parts.values.map((v) => ({ label: v, value: v })),
        defaultValue: parts.values[0]!,
      });
    case "boolean":
      return fields.checkbox({ label, description, defaultValue: parts.defaultValue });
    case "number": {
      const validation = { isRequired: true, min: parts.min, max: parts.max };
      return parts.integer
        ? fields.integer({ label, description, validation })
        : fields.number({ label, description, validation });
    }
    case "date":
      return fields.date({ label, description, validation: { isRequired: true } });
    case "upload": {
      const { kind, directory, publicPath } = parts.upload;
      const options = { label, description, directory, publicPath, validation: { isRequired: required } };
      return kind === "image" ? fields.image(options) : fields.file(options);
    }
    case "array": {
      const { element, min, max } = parts;
      const ref = metaOf(element).ref;
      if (ref) {
        return fields.multiRelationship({ label, description, collection: ref, validation: { length: { min, max } } });
      }
      const singular = label.replace(/ies$/, "y").replace(/s$/, "");
      return fields.array(cmsField(element, singular), {
        label,
        description,
        itemLabel: (props) => itemLabelOf(props as unknown as ItemProps) ?? singular,
        validation: { length: { min: min ?? 0, max: max ?? Infinity } },
      });
    }
    case "object":
      return required
        ? fields.object(cmsFields(schema), { label, description })
        : fields.conditional(fields.checkbox({ label, description, defaultValue: false }), {
            true: fields.object(cmsFields(schema)),
            false: fields.empty(),
          });
  }
}

/** The fields of an object schema, in its order; `page` (from the file name) is not a field. */
export function cmsFields(schema: z.ZodType): Record<string, ComponentSchema> {
  const shape = defOf(schema).shape ?? {};
  return Object.fromEntries(
    Object.entries(shape)
      .filter(([key, field]) => !(key === "page" && defOf(field).type === "literal"))
      .map(([key, field]) => [key, cmsField(field, key)]),
  );
}

type ItemProps = { fields?: Record<string, { value?: unknown }>; value?: unknown };
/** A list item's label in the CMS: its first text, or the text itself. */
function itemLabelOf(props: ItemProps): string | undefined {
  if (typeof props.value === "string" && props.value) return props.value;
  for (const field of Object.values(props.fields ?? {})) {
    if (typeof field.value === "string" && field.value.trim()) return field.value;
  }
  return undefined;
}

/** A stored shape's field: a checkbox that opens a group, or a choice of kind that shows its fields. */
function storedField(shape: StoredShape): AnyField {
  const { label = "", description } = shape.meta;
  if (shape.kind === "optional") {
    return fields.conditional(fields.checkbox({ label, description, defaultValue: false }), {
      true: fields.object(cmsFields(shape.schema)),
      false: fields.empty(),
    });
  }
  const kinds = Object.keys(shape.variants);
  return fields.conditional(
    fields.select({
      label: label || "Kind",
      description,
      options: kinds.map((kind) => ({ label: shape.meta.labels[kind] ?? kind, value: kind })),
      defaultValue: kinds[0]!,
    }),
    Object.fromEntries(kinds.map((kind) => [kind, fields.object(cmsFields(shape.variants[kind]!))])) as never,
  );
}
