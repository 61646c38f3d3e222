/**
 * docs/content.md says that a ninth service, or a fifth team member, is content alone: no code
 * change and no test change, and before their pictures are uploaded the site shows a designed
 * default (the service's icon, the person's initials). This proves it in a temporary copy of the project: it
 * adds both as an editor would, then the content check, the unit tests and the build pass as
 * they are, and the built site shows both.
 */
import fs from "node:fs";
import path from "node:path";
import * as yaml from "js-yaml";
import { afterAll, describe, expect, it } from "vitest";
import { readContentFile } from "../../tools/content-files";
import { copyProject, npm } from "../support/project-copy.mjs";

const copy = copyProject("ignite-add-content-", { pictures: true });
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));
const at = (...parts: string[]) => path.join(copy, ...parts);

const SERVICE = "data-engineering";
const MEMBER = "tanvi-joshi";

/** A ninth service, written from an existing one with its own name, order and clients. */
function addService() {
  const source = readContentFile(at("src/content/services/cloud-services.md"));
  const data = source.data as {
    order: number;
    title: string;
    seo: { title: string };
    animation?: string;
    // The detail page's layout, stored as the CMS stores a choice: its kind and its fields.
    detail: { value: { hero: { headline: string }; testimonials: { name: string; company: string }[] } };
  };
  data.order = 9;
  data.title = "Data Engineering";
  data.seo.title = "Data engineering";
  data.detail.value.hero.headline = "Data pipelines and warehouses your analysts can trust";
  const clients = [
    ["Ishaan Kulkarni", "Lumen Freight"],
    ["Nisha Menon", "Kiranwala Retail"],
  ];
  data.detail.value.testimonials.forEach((t, i) => {
    t.name = clients[i]![0]!;
    t.company = clients[i]![1]!;
  });
  // No animation uploaded yet: its card and page show its icon instead.
  delete data.animation;
  fs.writeFileSync(at("src/content/services", `${SERVICE}.md`), `---\n${yaml.dump(data)}---\n${source.body}`);
}

/** A fifth team member, with no portrait yet, and their place on the About page. */
function addMember() {
  fs.writeFileSync(
    at("src/content/team", `${MEMBER}.yaml`),
    yaml.dump({
      order: 5,
      name: "Tanvi Joshi",
      role: "Senior Frontend Engineer",
      bio:
        "Tanvi built design systems for two fintech products in Pune before joining Ignite in 2023. She owns " +
        "front-end performance on client projects, from the first Lighthouse budget to the last image, and " +
        "pairs with designers so that components ship exactly as drawn.",
    }),
  );
  // The About page lists them, and its eyebrow counts the people it shows (a content check).
  const aboutFile = at("src/content/pages/about.yaml");
  const about = fs.readFileSync(aboutFile, "utf8");
  const edited = about
    .replace("    - sneha-kapoor\n", `    - sneha-kapoor\n    - ${MEMBER}\n`)
    .replace("Four leads of our {teamMembers} people", "Five leads of our {teamMembers} people");
  expect(edited.split("\n").length).toBe(about.split("\n").length + 1);
  expect(edited).toContain("Five leads");
  fs.writeFileSync(aboutFile, edited);
}

describe("adding content needs no code and no test change", () => {
  it("a ninth service and a fifth team member pass the checks, the unit tests and the build", async () => {
    addService();
    addMember();
    const { log: check } = await npm(copy, ["run", "content:check"]);
    // The check passes, and lists what is not uploaded yet.
    expect(check).toContain(`src/content/team/${MEMBER}.yaml: no portrait yet`);
    expect(check).toContain(`src/content/services/${SERVICE}.md: no animation yet`);
    await npm(copy, ["run", "build"]);
    await npm(copy, ["exec", "--", "vitest", "run", "--project", "unit"]);

    const built = (file: string) => fs.readFileSync(at("dist/client", file), "utf8");
    expect(built(`services/${SERVICE}.html`)).toContain("Data pipelines and warehouses your analysts can trust");
    expect(built("services.html")).toContain(`href="/services/${SERVICE}"`);
    expect(fs.existsSync(at("dist/client/og/services", `${SERVICE}.png`))).toBe(true);
    expect(built("about.html")).toContain("Tanvi Joshi");
    // No portrait yet: their initials, named for screen readers.
    expect(built("about.html")).toMatch(
      /role="img" aria-label="Tanvi Joshi"[^>]*>\s*<span aria-hidden="true">TJ<\/span>/,
    );
    // No animation yet: the service's icon alone on its card in /services (the other eight draw
    // their animation over their icon). Its own page, like every service page, shows a product
    // screen and no art (issue 54).
    expect(built(`services/${SERVICE}.html`)).not.toContain('data-art="service');
    expect(built("services.html").match(/data-art="service-icon"/g)).toHaveLength(9);
    expect(built("services.html").match(/data-art="service"/g)).toHaveLength(8);
    expect(built("sitemap.xml")).toContain(`/services/${SERVICE}</loc>`);
    // The count in the copy follows the files.
    expect(built("services.html")).toContain("Nine services, one Greater Noida team");
    expect(built("index.html")).toContain("Four of our nine services");
  }, 600_000);
});
