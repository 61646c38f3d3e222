/** The home hero's product stage as one SVG file of symbols (see ProductStage.tsx), built once, its words as outlines. */
import type { APIRoute } from "astro";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StageSprite } from "@/components/art/ProductStage";
import { outlineText } from "@/components/art/outline-text";

export const GET: APIRoute = () =>
  new Response(outlineText(renderToStaticMarkup(createElement(StageSprite))), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8" },
  });
