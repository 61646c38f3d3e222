/**
 * What the form says of each invalid field, in English; a page in another language passes its
 * own words of the same shape (lib/i18n/messages: contact.errors), to the browser's check and
 * to the server's alike. Its own module, without zod: the English catalogue reads
 * it too. `{min}` and `{max}` stand for the limits (schema.ts).
 */
export const CONTACT_WORDS = {
  emailMissing: "Please enter your e-mail address.",
  emailLong: "An e-mail address can be at most {max} characters.",
  emailInvalid: "Please enter a valid e-mail address, like name@company.com.",
  nameMissing: "Please enter your name.",
  nameShort: "Please enter your name (at least {min} characters).",
  nameLong: "Your name can be at most {max} characters.",
  control: "This field contains characters we cannot accept. Please retype it.",
  phoneInvalid: "Please enter a phone number or leave the field empty.",
  phoneLong: "A phone number can be at most {max} characters.",
  phoneDigits: "Please enter a phone number with 7 to 15 digits, like +91 98765 43210, or leave it empty.",
  subject: "Please choose a subject.",
  budget: "Please choose a budget from the list, or leave it empty.",
  messageMissing: "Please write a message.",
  messageShort: "Please write a little more (at least {min} characters).",
  messageLong: "Your message can be at most {max} characters.",
};
export type ContactWords = Readonly<Record<keyof typeof CONTACT_WORDS, string>>;
