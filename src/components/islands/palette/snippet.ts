/**
 * The text shown under a page the palette found: the sentence that holds the query's words,
 * from its start (issue 54: Pagefind's window of words began mid-address and stopped
 * mid-sentence), shortened around the match with an ellipsis where it is cut, and the query's
 * words marked. Plain text parts: nothing is injected as HTML.
 */
export type SnippetPart = { text: string; marked: boolean };

const WORD = /[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;

/** The query's words worth marking: those of three letters or more, or all when none is. */
function terms(query: string): string[] {
  const all = (query.toLowerCase().match(WORD) ?? []).map((w) => w.replace(/['’]/g, ""));
  const long = all.filter((w) => w.length >= 3);
  return long.length ? long : all;
}

/** Whether a word of the page answers a query word (the same first four letters, as the relevance floor reads it). */
function answers(word: string, queryTerms: readonly string[]): boolean {
  const w = word.toLowerCase().replace(/['’]/g, "");
  return queryTerms.some((t) => w.startsWith(t.slice(0, 4)) && (t.length < 4 || w.length >= Math.min(t.length, 4)));
}

/** Sentences, each with its offset in the text. */
function sentences(text: string): { start: number; text: string }[] {
  const out: { start: number; text: string }[] = [];
  const pattern = /[^.!?]+(?:[.!?]+(?=\s|$)|$)/g;
  for (const m of text.matchAll(pattern)) {
    const t = m[0].trim();
    if (t) out.push({ start: m.index! + m[0].indexOf(t), text: t });
  }
  return out;
}

export function snippet(content: string, query: string, maxWords = 24): SnippetPart[] {
  const text = content.replace(/\s+/g, " ").trim();
  const queryTerms = terms(query);
  if (!text || queryTerms.length === 0) return [];
  const phrase = queryTerms.join(" ");
  // The sentence with the whole phrase, else the one answering the most query words.
  let best = { score: -1, text: "" };
  for (const s of sentences(text)) {
    const words = s.text.match(WORD) ?? [];
    const hits = new Set(queryTerms.filter((t) => words.some((w) => answers(w, [t])))).size;
    const score = (s.text.toLowerCase().replace(/['’]/g, "").includes(phrase) ? 1000 : 0) + hits;
    if (score > best.score) best = { score, text: s.text };
  }
  // Words with what follows each (spaces and punctuation), so the sentence is rebuilt as written.
  const tokens = [...best.text.matchAll(/(\S+)(\s*)/g)].map((m) => ({ word: m[1]!, space: m[2]! }));
  let from = 0;
  let to = tokens.length;
  if (tokens.length > maxWords) {
    const first = Math.max(
      0,
      tokens.findIndex((t) => answers(t.word.replace(/^\W+|\W+$/gu, ""), queryTerms)),
    );
    from = Math.max(0, Math.min(first - Math.floor(maxWords / 3), tokens.length - maxWords));
    to = from + maxWords;
  }
  const parts: SnippetPart[] = [];
  const push = (text: string, marked: boolean) => {
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  if (from > 0) push("…", false);
  tokens.slice(from, to).forEach((token, i, shown) => {
    const [, lead = "", core = "", trail = ""] = /^(\W*)(.*?)(\W*)$/u.exec(token.word) ?? [];
    push(lead, false);
    push(core, core !== "" && answers(core, queryTerms));
    push(`${trail}${i < shown.length - 1 ? token.space || " " : ""}`, false);
  });
  if (to < tokens.length) push("…", false);
  return parts.filter((p) => p.text !== "");
}
