/**
 * `npm run content:check`: every content file against its schema, without a build; then the Hindi
 * files against their English originals (tools/translations.ts): orphans, entries not translated
 * yet and facts that differ. A schema problem fails the check (the build would refuse the file);
 * a translation to do is listed, and does not: an English edit is published before its Hindi one
 * (tools/translations.test.ts holds the repository's own translations to none).
 */
import { checkAllContent, missingUploads } from "./content-files";
import { translationProblems } from "./translations";

const problems = checkAllContent();
for (const problem of problems) console.error(problem);
console.log(problems.length ? `${problems.length} problem(s) in src/content` : "src/content: every file is valid");
const missing = missingUploads();
if (missing.length)
  console.log(`Not uploaded yet (a designed default shows meanwhile):\n${missing.map((m) => `  ${m}`).join("\n")}`);
const translations = translationProblems();
console.log(
  translations.length
    ? `Hindi to update (src/content/hi; the English pages are live meanwhile):\n${translations.map((t) => `  ${t}`).join("\n")}`
    : "src/content/hi: every translation is in step with its English original",
);
process.exit(problems.length ? 1 : 0);
