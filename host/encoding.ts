/** Content-coding negotiation (RFC 9110, section 12.5.3), q-values included. */

export type Coding = "br" | "gzip";
export type Negotiated = Coding | "identity";

/** Ours first: brotli is smaller, so it wins a tie. */
const PREFERENCE: readonly Coding[] = ["br", "gzip"];

/** The q-value of every coding listed in an Accept-Encoding value; malformed members are ignored. */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const member of header.split(",")) {
    const [name = "", ...params] = member.split(";").map((part) => part.trim().toLowerCase());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*(\S+)$/.exec(param);
      if (match) q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(match[1] ?? "") ? Number(match[1]) : NaN;
    }
    if (!Number.isNaN(q)) weights.set(name, q);
  }
  return weights;
}

/**
 * The coding to send among those `available`. No header: identity, since a client that says
 * nothing may not decode anything. When nothing acceptable is available, identity as well:
 * RFC 9110 prefers an uncoded answer over a 406.
 */
export function negotiateEncoding(header: string | undefined, available: readonly Coding[]): Negotiated {
  if (header === undefined) return "identity";
  const weights = parseAcceptEncoding(header);
  const wildcard = weights.get("*") ?? 0;
  let best: Coding | undefined;
  let bestQ = 0;
  for (const coding of PREFERENCE) {
    if (!available.includes(coding)) continue;
    const q = weights.get(coding) ?? wildcard;
    if (q > bestQ) [best, bestQ] = [coding, q];
  }
  // Identity competes only when the client ranks it explicitly above the best coding.
  const identityQ = weights.get("identity");
  if (best && identityQ !== undefined && identityQ > bestQ) return "identity";
  return best ?? "identity";
}
