/** Spec §7: the player tries its source as inline JSON first, then as a URL. */
export const ANIMATION_FETCH_ERROR = "Animation data could not be fetched.";

export async function resolveAnimationData(src: string, fetchImpl: typeof fetch = fetch): Promise<object> {
  try {
    const inline: unknown = JSON.parse(src);
    if (inline && typeof inline === "object") return inline;
  } catch {
    // Not inline JSON: treat it as a URL below.
  }
  try {
    const response = await fetchImpl(src);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const data: unknown = await response.json();
    if (!data || typeof data !== "object" || !("layers" in data)) throw new Error("not Lottie JSON");
    return data;
  } catch (cause) {
    throw new Error(ANIMATION_FETCH_ERROR, { cause });
  }
}
