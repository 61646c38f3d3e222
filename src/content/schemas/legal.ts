/** A policy: `legal/<policy>.md`, its cards the body's "## " sections. */
import { z } from "astro/zod";
import { seoSchema, text } from "./shared";

/** The spec fixes each policy's twelve card titles; the body's "## " headings must match them. */
export const legalCardTitles = {
  "privacy-policy": [
    "Data Protection",
    "Information Security",
    "Transparency",
    "Data Usage",
    "User Rights",
    "Third-Party Sharing",
    "Data Retention",
    "Policy Updates",
    "Data Collection Methods",
    "Data Breach Response",
    "Consent Management",
    "Contact & Support",
  ],
  "terms-of-service": [
    "Acceptance of Terms",
    "Use of Services",
    "User Responsibilities",
    "Service Availability",
    "Payment and Fees",
    "Intellectual Property",
    "Third-Party Services",
    "Limitation of Liability",
    "Termination",
    "Data Privacy",
    "Modifications to Terms",
    "Contact Us",
  ],
  "cookies-policy": [
    "What Are Cookies",
    "Types of Cookies We Use",
    "Purpose of Cookies",
    "Transparency",
    "Your Cookie Choices",
    "Third-Party Cookies",
    "Cookie Retention",
    "Data Collected by Cookies",
    "Security of Cookie Data",
    "Consent for Cookies",
    "Policy Updates",
    "Contact Us",
  ],
} as const satisfies Record<string, readonly string[]>;

export const legalSchema = z.strictObject({
  title: z.enum(["Privacy Policy", "Terms of Service", "Cookies Policy"]),
  intro: text(80, 600),
  seo: seoSchema,
});
