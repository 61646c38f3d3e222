/**
 * `npm run content:check`: every content file against its schema, and the Hindi files against
 * their English originals (tools/translations.ts), without a build.
 */
import { checkAllContent, missingUploads } from "./content-files";
import { translationProblems } from "./translations";

const problems = [...checkAllContent(), ...translationProblems()];
for (const problem of problems) console.error(problem);
console.log(problems.length ? `${problems.length} problem(s) in src/content` : "src/content: every file is valid");
const missing = missingUploads();
if (missing.length)
  console.log(`Not uploaded yet (a designed default shows meanwhile):\n${missing.map((m) => `  ${m}`).join("\n")}`);
process.exit(problems.length ? 1 : 0);
