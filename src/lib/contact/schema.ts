/**
 * The contact form and newsletter schemas: the browser validates with them as the visitor
 * types, and the API validates the same way, so the two can never disagree.
 */
// zod/mini: the same validation as zod with a fraction of the bytes, as this module also
// ships to the browser (the contact form and the newsletter box).
import * as z from "zod/mini";
import { replyHours } from "@/content/brand.json";
import { CONTACT_WORDS, type ContactWords } from "./words";

export { CONTACT_WORDS, type ContactWords };

// No `new Function` in the browser: our CSP forbids eval, and zod's probe for it would be
// reported as a violation even though zod catches the error.
z.config({ jitless: true });

/**
 * The spec's success line, then the brand's reply promise. The form (with or without
 * JavaScript) and the API answer with this one string.
 */
export const CONTACT_SUCCESS_MESSAGE = `Thank you for reaching out. We'll get back to you shortly: a senior engineer or designer replies within ${replyHours} hours.`;

/** The subjects a visitor can choose (spec §5), in the order shown. */
export const subjects = [
  "General Inquiry",
  "Web Development",
  "Mobile App",
  "UI/UX Design",
  "Custom Software",
  "Other",
] as const;

export type Subject = (typeof subjects)[number];

export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 25;
/** A budget is one of the form's options (budgets.ts), checked against them by the server. */
export const BUDGET_MAX = 80;

export const BUDGET_NOT_LISTED = CONTACT_WORDS.budget;

/** A message with its limit in place of {min} or {max}. */
const limit = (message: string, value: number) => message.replace(/\{(?:min|max)\}/g, String(value));

const PHONE_PATTERN = /^\+?[0-9(][0-9\s().-]*$/;

// Control characters (and NUL, which PostgreSQL cannot store) are never part of real input.
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f]/;
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

// A surrogate without its pair is not text (JSON can carry one, a form cannot): refused on
// both engines alike, where SQLite would store bytes that are not UTF-8 and PostgreSQL U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isAcceptable = (control: RegExp) => (v: string) => !control.test(v) && !LONE_SURROGATE.test(v);

// What does not show: Unicode's default-ignorable code points (zero-width spaces and joiners,
// bidi marks, BOM, the combining grapheme joiner, variation selectors, the Hangul fillers, the
// Khmer inherent vowels, which a font draws as nothing), other format characters, controls and
// separators.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\p{Z}]/gu;

// Characters that are graphic by category but whose glyph is empty, and which are used to fake
// text that is not there: the blank Braille pattern, the musical null notehead, the Khitan
// filler and the Egyptian hieroglyph blanks.
const BLANK = /[\u2800\u{1D159}\u{16FE4}\u{13441}\u{13442}]/gu;

/**
 * Characters a reader sees: a name of zero-width spaces or blank Braille patterns has none,
 * however long it is, and neither has one of combining marks alone (they sit on nothing).
 * Marks on a letter count, as they always have ("José", "राम").
 */
export function visibleLength(value: string): number {
  const drawn = value.replace(INVISIBLE, "").replace(BLANK, "");
  if (!/\P{M}/u.test(drawn)) return 0;
  let n = 0;
  for (const _ of drawn) n++;
  return n;
}

function digitCount(value: string): number {
  return value.replace(/\D/g, "").length;
}

function emailSchema(w: ContactWords) {
  return z.pipe(
    z
      .string({ error: w.emailMissing })
      .check(z.trim(), z.minLength(1, w.emailMissing), z.maxLength(EMAIL_MAX, limit(w.emailLong, EMAIL_MAX))),
    z.email(w.emailInvalid),
  );
}

/** The contact form's schema, saying what is wrong in `w`'s words. */
export function contactSchemaIn(w: ContactWords) {
  return z.object({
    name: z.string({ error: w.nameMissing }).check(
      z.trim(),
      z.refine((v) => visibleLength(v) >= NAME_MIN, limit(w.nameShort, NAME_MIN)),
      z.maxLength(NAME_MAX, limit(w.nameLong, NAME_MAX)),
      z.refine(isAcceptable(SINGLE_LINE_CONTROL), w.control),
    ),
    email: emailSchema(w),
    phone: z._default(
      z.optional(
        z.string({ error: w.phoneInvalid }).check(
          z.trim(),
          z.maxLength(PHONE_MAX, limit(w.phoneLong, PHONE_MAX)),
          z.refine(
            (v) => v === "" || (PHONE_PATTERN.test(v) && digitCount(v) >= 7 && digitCount(v) <= 15),
            w.phoneDigits,
          ),
        ),
      ),
      "",
    ),
    subject: z.enum(subjects, { error: w.subject }),
    budget: z._default(
      z.optional(
        z
          .string({ error: w.budget })
          .check(z.trim(), z.maxLength(BUDGET_MAX, w.budget), z.refine(isAcceptable(SINGLE_LINE_CONTROL), w.control)),
      ),
      "",
    ),
    message: z.string({ error: w.messageMissing }).check(
      z.trim(),
      z.refine((v) => visibleLength(v) >= MESSAGE_MIN, limit(w.messageShort, MESSAGE_MIN)),
      z.maxLength(MESSAGE_MAX, limit(w.messageLong, MESSAGE_MAX)),
      z.refine(isAcceptable(MULTI_LINE_CONTROL), w.control),
    ),
  });
}

export const contactSchema = contactSchemaIn(CONTACT_WORDS);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
export type ContactField = keyof ContactMessage;
export type FieldErrors = Partial<Record<ContactField, string>>;

/** What a visitor typed into the contact form, field by field. */
export type ContactValues = Record<ContactField, string>;

/** The form's fields, in the order a visitor meets them (the first to fix gets the focus). */
export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "phone", "subject", "budget", "message"];
export const EMPTY_CONTACT: ContactValues = { name: "", email: "", phone: "", subject: "", budget: "", message: "" };

/** A state the server rendered after a form post without JavaScript. */
export interface ContactFormState {
  status: "success" | "invalid" | "error";
  values?: ContactValues;
  errors?: FieldErrors;
  formError?: string;
}

/** The newsletter box's state after a sign-up without JavaScript. */
export interface NewsletterState {
  kind: "success" | "error";
  message: string;
  email?: string;
}

/** The hidden field that people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

export const newsletterSchema = z.object({ email: emailSchema(CONTACT_WORDS) });

/** First message per field, for showing next to the inputs (and in the API's 422 body). */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

const schemas = new WeakMap<ContactWords, typeof contactSchema>([[CONTACT_WORDS, contactSchema]]);

/** The schema in `w`'s words, made once per set of words. */
export function contactSchemaFor(w: ContactWords = CONTACT_WORDS): typeof contactSchema {
  let schema = schemas.get(w);
  if (!schema) schemas.set(w, (schema = contactSchemaIn(w)));
  return schema;
}

/**
 * The contact form's values checked as the API checks them: the first message per field, none
 * when valid; in `w`'s words (English unless given).
 */
export function contactErrors(values: ContactValues, w?: ContactWords): FieldErrors {
  const result = contactSchemaFor(w).safeParse(values);
  return result.success ? {} : (fieldErrors(result.error) as FieldErrors);
}
