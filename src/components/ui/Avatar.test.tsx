import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Avatar, initialsOf } from "./Avatar";

describe("a person without a portrait", () => {
  it("shows their initials, leaving out a title", () => {
    expect(initialsOf("Priya Raghavan")).toBe("PR");
    expect(initialsOf("Dr Anjali Verma")).toBe("AV");
    expect(initialsOf("Mr. Rohan Iyer")).toBe("RI");
    expect(initialsOf("Sneha")).toBe("S");
    expect(initialsOf("  ishaan   kulkarni ")).toBe("IK");
  });

  it("is named for screen readers, the letters hidden from them", () => {
    const html = renderToStaticMarkup(<Avatar name="Dr Anjali Verma" size={52} />);
    expect(html).toMatch(/^<span role="img" aria-label="Dr Anjali Verma" class="[^"]*inline-grid[^"]*"/);
    expect(html).toContain('<span aria-hidden="true">AV</span>');
    expect(html).not.toContain("<img");
  });

  it("with a portrait, shows the picture with its own alt text", () => {
    const picture = {
      src: "/_img/p.webp",
      width: 512,
      height: 512,
      sources: [{ type: "image/avif", srcset: "/_img/p.avif 512w" }],
    };
    const html = renderToStaticMarkup(
      <Avatar name="Sneha Kapoor" size={128} portrait={{ picture, alt: "Sneha Kapoor, smiling" }} />,
    );
    expect(html).toContain('alt="Sneha Kapoor, smiling"');
    expect(html).toContain('sizes="128px"');
    expect(html).not.toContain('role="img"');
  });
});
