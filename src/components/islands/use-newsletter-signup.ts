import { useState, type SyntheticEvent } from "react";
import { newsletterSchema, type NewsletterState } from "@/lib/contact/schema";
import type { Locale } from "@/lib/i18n/locale";
import type { NewsletterText } from "./NewsletterSignup";

type State =
  { kind: "idle" } | { kind: "submitting" } | { kind: "success"; message: string } | { kind: "error"; message: string };

/**
 * The newsletter box's behaviour (NewsletterSignup.tsx draws it): checks the address, posts it
 * with the page and the language to /api/newsletter, and says every outcome. An English page
 * shows the server's own messages; another language its own words for each.
 */
export function useNewsletterSignup({
  initial,
  labels,
  locale,
  page,
}: {
  initial: NewsletterState | undefined;
  labels: NewsletterText;
  locale: Locale;
  page: string;
}) {
  const server = (message: string | undefined) => (locale === "en" ? message : undefined);
  const [state, setState] = useState<State>(
    initial ? { kind: initial.kind, message: initial.message } : { kind: "idle" },
  );

  // The input is uncontrolled: what a visitor typed before the island hydrated stays the value.
  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = newsletterSchema.safeParse({ email: String(new FormData(form).get("email") ?? "") });
    if (!parsed.success) {
      setState({ kind: "error", message: server(parsed.error.issues[0]?.message) ?? labels.checkEmail });
      return;
    }
    setState({ kind: "submitting" });
    try {
      const response = await fetch("/api/newsletter", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...parsed.data, page, lang: locale }),
      });
      const data = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      if (response.ok) {
        setState({ kind: "success", message: server(data.message) ?? labels.checkInbox });
        form.reset();
        const input = form.elements.namedItem("email");
        if (input instanceof HTMLInputElement) input.value = "";
      } else {
        setState({ kind: "error", message: server(data.error) ?? labels.failed });
      }
    } catch {
      setState({ kind: "error", message: labels.offline });
    }
  };

  return { state, submit };
}
