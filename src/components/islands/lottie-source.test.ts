import { describe, expect, it } from "vitest";
import { ANIMATION_FETCH_ERROR, resolveAnimationData } from "./lottie-source";

const animation = { v: "5.12.0", fr: 30, ip: 0, op: 60, w: 100, h: 100, layers: [] };
const neverFetch = (() => {
  throw new Error("fetch must not be called for inline JSON");
}) as unknown as typeof fetch;

describe("resolveAnimationData", () => {
  it("uses inline JSON without fetching", async () => {
    await expect(resolveAnimationData(JSON.stringify(animation), neverFetch)).resolves.toEqual(animation);
  });

  it("fetches a URL when the source is not JSON", async () => {
    const calls: string[] = [];
    const fakeFetch = (async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(animation), { status: 200 });
    }) as unknown as typeof fetch;
    await expect(resolveAnimationData("/animations/hero-spark.json", fakeFetch)).resolves.toEqual(animation);
    expect(calls).toEqual(["/animations/hero-spark.json"]);
  });

  it("fails with the spec's message on a 404 or on data that is not an animation", async () => {
    const notFound = (async () => new Response("nope", { status: 404 })) as unknown as typeof fetch;
    await expect(resolveAnimationData("/missing.json", notFound)).rejects.toThrow(ANIMATION_FETCH_ERROR);
    const garbage = (async () => new Response('{"hello":1}', { status: 200 })) as unknown as typeof fetch;
    await expect(resolveAnimationData("/x.json", garbage)).rejects.toThrow(ANIMATION_FETCH_ERROR);
  });
});
