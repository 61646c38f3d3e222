/**
 * Visitor text on its way to places that interpret it: mail headers and the agency's terminal.
 * Stored leads keep exactly what was sent; only what is shown or sent on is made safe.
 */

/** C0 and C1 controls, DEL, and the bidi marks, embeddings, overrides and isolates. */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const INVISIBLE_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Shows every control and bidi character as `\u{…}`, so that text cannot reorder or hide
 * what follows it (keepLines: newlines and tabs stay, for a message body).
 */
export function visible(text: string, { keepLines = false } = {}): string {
  return text.replace(
    keepLines ? INVISIBLE_BUT_LINES : INVISIBLE,
    (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase()}}`,
  );
}

/**
 * Controls, line separators, format characters (bidi, zero-width) and the other characters
 * Unicode says to draw as nothing (variation selectors, the combining grapheme joiner, fillers),
 * but not the joiners scripts need.
 */
const NOT_IN_A_NAME = /[\p{Cc}\u2028\u2029]|(?![\u200c\u200d])[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * A visitor's name as a mail display name and in a Subject: one line, and nothing a mail client
 * could take for an address or decode into one (no angle brackets, quotes or @, no `=?` that
 * starts an RFC 2047 encoded word). Full-width look-alikes are folded first (NFKC).
 */
export function headerDisplayName(name: string): string {
  const safe = name
    .normalize("NFKC")
    .replace(NOT_IN_A_NAME, " ")
    .replace(/[<>"\\]/g, " ")
    .replace(/@/g, " at ")
    .replace(/=\?/g, "= ?")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  return safe || "Website visitor";
}
