import { describe, expect, it } from "vitest";
import { spacedForIndex } from "./search-index.mjs";

describe("the page as the search index reads it", () => {
  it("puts a space between elements, so the snippets keep their words apart", () => {
    expect(spacedForIndex('<li><span class="block">Office</span><span>Plot 14</span></li>')).toBe(
      '<li><span class="block">Office</span> <span>Plot 14</span></li>',
    );
    expect(spacedForIndex("<button>All</button><button>Web Application</button>")).toBe(
      "<button>All</button> <button>Web Application</button>",
    );
  });

  it("leaves a word that markup splits whole, and closing tags together", () => {
    expect(spacedForIndex("<p>Type<em>Script</em> and <b>x</b></p></div>")).toBe(
      "<p>Type<em>Script</em> and <b>x</b></p></div>",
    );
  });

  it("leaves out what assistive technology skips: the arrow after a link, a list's numbers", () => {
    expect(spacedForIndex('<a href="/services">All eight services<span aria-hidden="true">→</span></a>')).toBe(
      '<a href="/services">All eight services<span aria-hidden="true" data-pagefind-ignore>→</span></a>',
    );
    expect(spacedForIndex('<span aria-hidden="false">kept</span>')).toBe('<span aria-hidden="false">kept</span>');
  });
});
