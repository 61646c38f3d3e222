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
});
