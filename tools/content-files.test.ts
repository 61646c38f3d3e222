import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pageSchema } from "@/content/schemas";
import { checkAllContent, checkFile, hindiCollectionFiles } from "./content-files";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

const realProject = fs.readFileSync("src/content/projects/pulse-health.md", "utf8");
const realPost = fs.readFileSync("src/content/blog/design-systems-that-scale.md", "utf8");

describe("a broken content file is reported with its path, field and what is wrong", () => {
  it("passes the real files unchanged", () => {
    expect(checkFile("projects", write("pulse-health.md", realProject))).toEqual([]);
    expect(checkFile("blog", write("design-systems-that-scale.md", realPost))).toEqual([]);
  });

  it("a service whose uploaded animation is gone", () => {
    const service = fs.readFileSync("src/content/services/cloud-services.md", "utf8");
    expect(checkFile("services", write("cloud-services.md", service))).toEqual([]);
    const gone = service.replace("services/cloud-services/animation.json", "services/edge-computing/animation.json");
    expect(checkFile("services", write("edge-computing.md", gone))).toEqual([
      expect.stringMatching(
        /edge-computing\.md: animation: no file at src\/assets\/services\/edge-computing\/animation\.json: upload it again in the CMS$/,
      ),
    ]);
  });

  it("a post named like a page of the blog list", () => {
    expect(checkFile("blog", write("search.md", realPost))).toEqual([
      expect.stringMatching(/search\.md: \(file\): "search" is a page of the blog list \(\/blog\/search\)/),
    ]);
  });

  it("a post whose cover is not uploaded, or whose picture is gone", () => {
    const noCover = realPost.replace(/^  image: .*\n/m, "");
    expect(checkFile("blog", write("a-post-with-no-cover.md", noCover))).toEqual([
      expect.stringMatching(/a-post-with-no-cover\.md: cover\.image: Required$/),
    ]);
    const gone = realPost.replace(/^(  image: \.\.\/\.\.\/assets\/blog\/)[^/]+\//m, "$1a-post-whose-cover-is-gone/");
    expect(checkFile("blog", write("a-post-whose-cover-is-gone.md", gone))).toEqual([
      expect.stringMatching(
        /a-post-whose-cover-is-gone\.md: cover\.image: no file at src\/assets\/blog\/a-post-whose-cover-is-gone\/cover\/image\.png: upload it again in the CMS$/,
      ),
    ]);
  });

  it("a portrait whose picture is gone, and a portrait without its alt text", () => {
    const member = fs.readFileSync("src/content/team/sneha-kapoor.yaml", "utf8");
    expect(checkFile("team", write("sneha-kapoor.yaml", member))).toEqual([]);
    const gone = write("sneha-kapoor.yaml", member.replace("team/sneha-kapoor/", "team/someone-else/"));
    expect(checkFile("team", gone)).toEqual([
      expect.stringMatching(
        /sneha-kapoor\.yaml: portrait\.image: no file at src\/assets\/team\/someone-else\/portrait\/value\/image\.png/,
      ),
    ]);
    const noAlt = write("sneha-kapoor.yaml", member.replace(/\n    alt: [\s\S]*$/, "\n"));
    expect(checkFile("team", noAlt)).toEqual([expect.stringMatching(/sneha-kapoor\.yaml: portrait\.alt: Required$/)]);
  });

  it("a value of the About page whose animation is not drawn yet", () => {
    const about = fs.readFileSync("src/content/pages/about.yaml", "utf8");
    expect(checkFile("pages", write("about.yaml", about))).toEqual([]);
    const file = write("about.yaml", about.replace("- title: Innovation", "- title: Curiosity"));
    expect(checkFile("pages", file)).toEqual([
      expect.stringMatching(/about\.yaml: values\.items\.0: no animation at public\/animations\/value-curiosity\.json/),
    ]);
  });

  it("an engagement model whose tiers leave a gap in its range, or stop short of it", () => {
    const services = fs.readFileSync("src/content/pages/services.yaml", "utf8");
    // The platform tier starting at ₹25 lakh leaves ₹20–25 lakh in no tier.
    const gap = services.replace(
      /- name: Platform\n {10}inr:\n {12}from: 2000000/,
      "- name: Platform\n          inr:\n            from: 2500000",
    );
    expect(gap).not.toBe(services);
    expect(checkFile("pages", write("services.yaml", gap))).toEqual([
      expect.stringMatching(/services\.yaml: engagements\.items\.1\.tiers: Give two or three tiers, end to end/),
    ]);
    // One tier alone says nothing the model does not.
    const one = services.replace(/\n {8}- name: Platform[\s\S]*?back\n {12}office\n/, "\n");
    expect(one).not.toBe(services);
    expect(checkFile("pages", write("services.yaml", one))).toEqual([
      expect.stringMatching(/services\.yaml: engagements\.items\.1\.tiers: Give two or three tiers/),
    ]);
  });

  it("an engagement model with one price instead of a range", () => {
    const services = fs.readFileSync("src/content/pages/services.yaml", "utf8");
    expect(checkFile("pages", write("services.yaml", services))).toEqual([]);
    const single = services.replace(
      /inr:\n {8}from: 150000\n {8}to: 300000/,
      "inr:\n        from: 200000\n        to: 200000",
    );
    expect(single).not.toBe(services);
    expect(checkFile("pages", write("services.yaml", single))).toEqual([
      expect.stringMatching(/services\.yaml: engagements\.items\.0\.inr\.to: must be a range: 'to' above 'from'$/),
    ]);
  });

  it("a page file is the copy of the page it is named after", () => {
    const contact = fs.readFileSync("src/content/pages/contact.yaml", "utf8");
    expect(contact).not.toMatch(/^page:/m);
    expect(checkFile("pages", write("contact.yaml", contact))).toEqual([]);
    // The contact page's copy under the About page's name is checked as the About page.
    expect(checkFile("pages", write("about.yaml", contact))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/about\.yaml: story: Required$/),
        expect.stringMatching(
          /about\.yaml: \(file\): Unrecognized key\(s\) in object: 'budgetLink', 'details', 'map', 'faqs'$/,
        ),
      ]),
    );
    expect(checkFile("pages", write("careers.yaml", contact))).toEqual([
      expect.stringMatching(/careers\.yaml: page: "careers" is no page of the site; .*\(home, services, .*not-found\)/),
    ]);
    // The same words when Astro's loader checks it (which does not ask for the input in issues).
    const careers = pageSchema.safeParse({ page: "careers" });
    expect(careers.error?.issues[0]?.message).toMatch(/^"careers" is no page of the site/);
  });

  it("a missing field", () => {
    const file = write("no-title.md", realPost.replace(/^title: .*\n/m, ""));
    expect(checkFile("blog", file)).toEqual([expect.stringMatching(/no-title\.md: title: Required$/)]);
  });

  it("an unknown service reference", () => {
    const file = write("pulse-health.md", realProject.replace("  - mobile-apps\n", "  - mobile-app\n"));
    const [problem, ...rest] = checkFile("projects", file);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /pulse-health\.md: services\.\d: unknown services entry "mobile-app"; known: .*mobile-apps/,
    );
  });

  it("an unknown author", () => {
    const file = write("ghost-author.md", realPost.replace("author: priya-raghavan", "author: priya"));
    expect(checkFile("blog", file)).toEqual([
      expect.stringMatching(/ghost-author\.md: author: unknown team entry "priya"/),
    ]);
  });

  it("a bad date", () => {
    const file = write("bad-date.md", realPost.replace("date: 2026-04-21", 'date: "21st of April"'));
    expect(checkFile("blog", file)).toEqual([
      expect.stringMatching(/bad-date\.md: date: must be a date written as YYYY-MM-DD$/),
    ]);
  });

  it("a wrong type, an unknown field and a body without its sections", () => {
    const broken = realProject
      .replace("featured: false", 'featured: "no"')
      .replace("year: 2021", "year: 2021\nclientLogo: /x.png")
      .replace(/^## Our approach$/m, "### Our approach");
    const problems = checkFile("projects", write("pulse-health.md", broken));
    expect(problems).toEqual([
      expect.stringMatching(/pulse-health\.md: featured: Expected boolean, received string$/),
      expect.stringMatching(/pulse-health\.md: \(file\): Unrecognized key\(s\) in object: 'clientLogo'$/),
    ]);
    const sectionless = realProject.replace(/^## Our approach$/m, "### Our approach");
    expect(checkFile("projects", write("pulse-health.md", sectionless))).toEqual([
      expect.stringMatching(/pulse-health\.md: body: needs two "## " sections \(problem, approach\); found 1$/),
    ]);
  });

  it("a YAML syntax error", () => {
    const file = write("team.yaml", "order: 1\nname: [Arjun\n");
    expect(checkFile("team", file)).toEqual([expect.stringMatching(/team\.yaml: \(file\): /)]);
  });
});

describe("the Hindi files are checked as the build reads them", () => {
  it("checkAllContent covers src/content/hi, and the repository's Hindi files pass", () => {
    const posts = hindiCollectionFiles("blog");
    expect(posts.map((f) => path.basename(f))).toContain("design-systems-that-scale.md");
    expect(posts.every((f) => f.includes(`${path.sep}hi${path.sep}blog${path.sep}`))).toBe(true);
    expect(checkAllContent()).toEqual([]);
  });

  it("a Hindi post whose cover's alt text is longer than the schema allows (the build would refuse it)", () => {
    const hindiPost = fs.readFileSync("src/content/hi/blog/design-systems-that-scale.md", "utf8");
    expect(checkFile("blog", write("design-systems-that-scale.md", hindiPost), "hi")).toEqual([]);
    const long = hindiPost.replace(/^  alt: >-\n/m, `  alt: >-\n    ${"डिज़ाइन सिस्टम ".repeat(15)}\n`);
    expect(checkFile("blog", write("design-systems-that-scale.md", long), "hi")).toEqual([
      expect.stringMatching(
        /design-systems-that-scale\.md: cover\.alt: Too big: expected string to have <=200 characters$/,
      ),
    ]);
  });

  it("a Hindi policy with the English policy's number of sections passes; one section short does not", () => {
    const policy = fs.readFileSync("src/content/hi/legal/privacy-policy.md", "utf8");
    expect(checkFile("legal", write("privacy-policy.md", policy), "hi")).toEqual([]);
    const short = policy.replace(/\n## [^\n]*\n[\s\S]*?(?=\n## )/, "");
    expect(checkFile("legal", write("privacy-policy.md", short), "hi")).toEqual([
      expect.stringMatching(/privacy-policy\.md: body: needs 12 "## " sections/),
    ]);
  });
});
