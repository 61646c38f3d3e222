/**
 * Illustrated portraits drawn from a name: the same name always gives the same face, so
 * team, testimonial and blog-author avatars need no image files.
 *
 * One editorial style for everyone: head and shoulders, frontal, on the same warm sand
 * ground inside a matte ring, lit by one soft key light from the upper left. Every surface
 * (skin, hair, cloth) is drawn as flat tonal planes, two or three values each. No
 * gradients, clip paths or ids, so any number of portraits can share a page; no text, so
 * the markup is safe to inline. 120×120 grid.
 */
import { hashString } from "./prng.mjs";

export type Presentation = "f" | "m";
export const HAIR_STYLES = ["crop", "sidePart", "swept", "curly", "long", "bun", "bob", "curls"] as const;
export const OUTFITS = ["crew", "shirt", "blazer", "band", "turtleneck", "scoop"] as const;
export const BEARDS = ["none", "stubble", "short"] as const;
export const JAWS = ["soft", "square"] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];
export type Outfit = (typeof OUTFITS)[number];
export type Beard = (typeof BEARDS)[number];

export interface AvatarTraits {
  skin: string;
  hair: HairStyle;
  hairColour: string;
  clothing: string;
  outfit: Outfit;
  glasses: boolean;
  earrings: boolean;
  beard: Beard;
  /** A softer or squarer jaw. */
  jaw: (typeof JAWS)[number];
}

export interface AvatarOptions {
  /** Rendered width and height in px. */
  size?: number;
  /** Traits chosen by hand (a team member's `looks` in src/content/team); the rest come from the name. */
  looks?: Partial<AvatarTraits>;
}

/** Warm skin tones, fair to deep, each later split into light, mid and shadow planes. */
const SKIN = ["#E8C2A0", "#DDAF88", "#D09D74", "#C08962", "#AE7752", "#9A6444", "#825237", "#67412C"];
// Mostly near-black and dark brown; a lighter brown and grey turn up now and then.
const HAIR_COLOUR = ["#1E1714", "#2A1E18", "#3A281D", "#1E1714", "#2A1E18", "#3A281D", "#4D3323", "#6B4630", "#5E5957"];
/** Muted brand colours: ink navy, indigo, plum, rust, slate, charcoal, stone, mist. */
const CLOTHING = ["#1F2848", "#38407A", "#6B2F57", "#A5522F", "#55657A", "#2F333D", "#E6DCCD", "#8C96A8"];
const HAIR_BY: Record<Presentation, readonly HairStyle[]> = {
  m: ["crop", "sidePart", "swept", "curly", "sidePart", "crop"],
  f: ["long", "bun", "bob", "curls", "long", "bob"],
};
const OUTFIT_BY: Record<Presentation, readonly Outfit[]> = {
  m: ["crew", "shirt", "blazer", "band", "turtleneck", "shirt"],
  f: ["scoop", "shirt", "blazer", "band", "turtleneck", "scoop"],
};

/** First names read as women's names; beyond the list, Indian names ending in -a or -i mostly are. */
const WOMEN = new Set(
  [
    "hannah claire ritu sarah rachel grace alice chloe sophie",
    "charlotte anne kate elizabeth ingrid astrid leah madhu meenakshi",
  ]
    .join(" ")
    .split(" "),
);
const MEN = new Set(
  "krishna aditya ravi hari rishi surya shiva murali bala luca joshua ezra mustafa ali omari".split(" "),
);

function normalise(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

/** A guess from the first name, so a testimonial by "Hannah" does not get a beard. */
export function presentation(name: string): Presentation {
  const words = normalise(name)
    .replace(/[^a-z ]/g, "")
    .split(" ")
    .filter((w) => !["dr", "mr", "mrs", "ms", "prof", "sir"].includes(w));
  const first = words[0] ?? "";
  if (WOMEN.has(first)) return "f";
  if (MEN.has(first)) return "m";
  return /[ai]$/.test(first) ? "f" : "m";
}

/** The art package's 32-bit FNV-1a of the normalised name: stable across runtimes, so server and build agree. */
export function hashName(name: string): number {
  return hashString(normalise(name));
}

function pick<T>(items: readonly T[], seed: number): T {
  const item = items[seed % items.length];
  if (item === undefined) throw new Error("avatar: empty trait list");
  return item;
}

/** The portrait's traits: those chosen by hand in `looks`, the others drawn from the name's hash. */
export function avatarTraits(name: string, looks: Partial<AvatarTraits> = {}): AvatarTraits {
  return { ...hashedTraits(name), ...looks };
}

function hashedTraits(name: string): AvatarTraits {
  // FNV's low bits barely change between similar names, so mix them before slicing.
  let h = hashName(name);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h = (h ^ (h >>> 16)) >>> 0;
  const p = presentation(name);
  // Different bit ranges of one hash pick independent traits.
  return {
    skin: pick(SKIN, h),
    hair: pick(HAIR_BY[p], h >>> 3),
    // Deep skin gets the darkest hair only, so the hairline never merges with the face.
    hairColour: pick(h % SKIN.length >= 5 ? HAIR_COLOUR.slice(0, 6) : HAIR_COLOUR, h >>> 6),
    clothing: pick(CLOTHING, h >>> 10),
    outfit: pick(OUTFIT_BY[p], h >>> 14),
    glasses: (h >>> 17) % 4 === 0,
    earrings: p === "f" && (h >>> 19) % 3 !== 0,
    beard: p === "f" ? "none" : pick(["none", "stubble", "short", "none"] as const, h >>> 21),
    jaw: p === "f" ? "soft" : "square",
  };
}

/** Mix two #RRGGBB colours; t = 0 gives a, 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const x = Number.parseInt(a.slice(1), 16);
  const y = Number.parseInt(b.slice(1), 16);
  const ch = (s: number) => Math.round(((x >> s) & 255) * (1 - t) + ((y >> s) & 255) * t);
  return `#${[ch(16), ch(8), ch(0)].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

/** Light, mid and shadow planes of a surface under the key light. */
type Tones = readonly [light: string, mid: string, shadow: string];
function tones(c: string, light: number, dark: number, toward = "#FFF4E6"): Tones {
  return [mix(c, toward, light), c, mix(c, "#2A1220", dark)];
}

/** The ground: warm sand, lit from the upper left; it reads on light and dark pages alike. */
const BG = "#D8C3A5";
/** The figure's shadow on the ground, cast down and to the right. */
const BG_SHADOW = "#CAB190";

/** Shapes in painting order; neighbours with the same fill are merged into one path. */
type Layer = [fill: string, d: string];

function hairBack(t: AvatarTraits, [, h, hd]: Tones): Layer[] {
  switch (t.hair) {
    case "long":
      return [
        [h, "M38 46C35 26 46 16 60 16C75 16 86 26 82 46L85 86C85 93 77 97 71 95L67 80H53L49 95C43 97 35 93 35 86Z"],
        [hd, "M71 40L73 64C74 76 78 86 85 88C84 92 78 96 71 95L67 80Z"],
      ];
    case "bob":
      return [
        [h, "M38 46C35 26 46 16 60 16C75 16 86 26 82 46L84 70C80 75 73 75 70 72V60H50V72C47 75 40 75 36 70Z"],
        [hd, "M72 44L74 60C75 66 78 70 84 70C80 75 73 75 70 72Z"],
      ];
    case "curls":
      return [
        [
          h,
          "M37 46C33 38 36 25 43 20C48 14 56 13 61 14C68 12 77 15 81 22C87 28 88 38 84 46C87 54 87 62 84 68C84 75 78 79 72 77L66 78H54L48 77C42 79 36 75 36 68C33 62 33 54 37 46Z",
        ],
        [
          hd,
          "M76 34C80 42 81 52 78 62C76 70 72 75 66 78L72 77C78 79 84 75 84 68C87 62 87 54 84 46C87 38 86 30 81 24C80 28 79 31 76 34Z",
        ],
      ];
    case "bun":
      return [
        [h, "M53 20C52 14 56 11 61 11C67 11 70 15 69 20C66 23 56 23 53 20Z"],
        [
          hd,
          "M61 11C67 11 70 15 69 20C67 22 64 22 62 22C64 18 65 14 61 11ZM40 47C38 29 47 19 60 19C73 19 82 29 80 47Z",
        ],
      ];
    default:
      // Hair behind the temples, so no sliver of ground shows between face and fringe.
      return [[hd, "M40 47C38 29 47 19 60 19C73 19 82 29 80 47Z"]];
  }
}

function hairFront(t: AvatarTraits, [hl, h, hd]: Tones): Layer[] {
  switch (t.hair) {
    case "crop":
      return [
        [h, "M40 47C38 29 47 19 60 19C73 19 82 29 80 47L79 40C78 35 76 32 73 30C66 29 54 29 47 30C44 32 42 35 41 40Z"],
        [hl, "M43 31C46 24 52 20 60 20C54 23 49 26 47 30Z"],
        [hd, "M73 30C76 32 78 35 79 40L80 47C82 36 79 26 72 22C75 25 75 28 73 30Z"],
      ];
    case "sidePart":
      return [
        [h, "M40 48C37 28 47 17 61 17C76 17 84 28 81 48L80 41C79 36 77 33 74 31C65 33 55 32 48 28C45 32 42 37 41 42Z"],
        [hl, "M42 33C45 23 52 18 61 18C55 21 51 24 48 28Z"],
        [
          hd,
          "M74 31C77 33 79 36 80 41L81 48C84 35 80 24 70 20C74 23 77 27 74 31Z M48 28C57 31 66 31 74 27C67 33 56 33 48 28Z",
        ],
      ];
    case "swept":
      return [
        [h, "M40 47C36 25 46 13 61 13C77 13 85 25 81 47L80 40C79 34 76 30 72 28C64 26 55 26 48 28C44 30 42 34 41 40Z"],
        [hl, "M42 30C45 19 53 14 62 14C55 17 50 21 48 27Z"],
        [hd, "M72 28C76 30 79 34 80 40L81 47C85 32 80 20 70 16C75 20 76 25 72 28Z"],
      ];
    case "curly":
      return [
        [
          h,
          "M39 48C35 38 37 30 42 26C42 19 49 15 55 16C59 12 66 12 70 16C76 16 81 20 80 26C85 31 85 40 81 48C80 40 78 35 74 32C72 34 68 34 66 31C63 34 58 34 56 31C53 34 48 33 47 31C44 34 42 40 41 46Z",
        ],
        [hl, "M43 26C44 21 48 18 53 18C49 20 46 23 46 27Z M58 16C61 14 65 14 67 16C64 16 61 16 58 18Z"],
        [hd, "M74 32C78 35 80 40 81 48C85 39 85 31 80 26C80 29 78 31 74 32Z"],
      ];
    case "long":
      return [
        [h, "M60 20C50 21 43 29 41 42L40 60C39 46 43 33 57 24Z"],
        [hd, "M60 20C70 21 77 29 79 42L81 60C79 48 75 34 63 24Z"],
        [h, "M40 44C39 28 48 18 60 18C72 18 81 28 80 44C77 33 70 25 60 23C50 25 43 33 40 44Z"],
        [hl, "M42 36C45 25 51 20 59 19C53 22 48 27 45 33Z"],
      ];
    case "bob":
      return [
        [h, "M40 46C38 28 48 18 60 18C73 18 82 28 80 46C78 36 74 30 68 27C60 31 50 34 42 38Z"],
        [hl, "M42 33C45 24 51 20 60 19C54 22 49 26 46 31Z"],
        [hd, "M68 27C74 30 78 36 80 46C83 34 79 25 72 21C73 24 72 26 68 27Z"],
      ];
    case "curls":
      return [
        [
          h,
          "M39 48C37 31 46 20 60 20C74 20 83 31 81 48C80 40 77 34 73 31C71 34 67 34 65 31C62 33 58 33 56 31C53 34 48 33 47 31C43 35 40 41 39 48Z",
        ],
        [hl, "M41 33C43 26 48 22 54 21C50 24 47 26 46 30Z M58 21C62 20 66 20 69 22C65 22 62 22 58 23Z"],
        [hd, "M73 31C77 34 80 40 81 48C84 38 82 30 77 25C77 28 76 30 73 31Z"],
      ];
    case "bun":
      return [
        [h, "M40 46C38 28 48 19 60 19C73 19 82 28 80 46C78 36 73 29 66 27C60 26 53 27 48 30C44 33 41 39 40 46Z"],
        [hl, "M42 33C45 24 51 20 60 20C54 22 49 26 46 31Z"],
        [hd, "M66 27C73 29 78 36 80 46C83 34 79 25 72 22C73 24 71 26 66 27Z"],
      ];
  }
}

function outfit(t: AvatarTraits, [, s, sd]: Tones): Layer[] {
  const [cl, c, cd] = tones(t.clothing, 0.14, 0.32);
  const body: Layer[] = [
    [c, "M12 120C12 104 22 96 38 92L51 86Q60 90 69 86L82 92C98 96 108 104 108 120Z"],
    [cd, "M82 92C98 96 108 104 108 120H88C90 108 88 98 82 92Z"],
    [cl, "M14 112C16 102 24 96 38 92C30 97 23 104 20 114Z"],
  ];
  const shirt = "#ECE8E1";
  switch (t.outfit) {
    case "crew":
      return [...body, [cd, "M49 85Q60 93 71 85L72 88Q60 97 48 88Z"]];
    case "scoop":
      return [
        ...body,
        [s, "M44.5 89Q60 108 75.5 89L69 86Q60 90 51 86Z"],
        [cd, "M45 88Q60 108 75 88L76 90Q60 111 44 90Z"],
      ];
    case "shirt":
      return [
        ...body,
        [sd, "M52 86L60 100L68 86Z"],
        [cl, "M50 83L60 100L54 105L46 90Z"],
        [c, "M70 83L60 100L66 105L74 90Z"],
        [cd, "M59.6 100H60.4V120H59.6Z"],
      ];
    case "blazer":
      return [
        ...body,
        [shirt, "M51 86L60 120L69 86Q60 90 51 86Z"],
        [mix(shirt, "#2A1220", 0.18), "M53 84L60 96L67 84L70 86L60 100L50 86Z"],
        [cl, "M51 86L60 108L55 120H46L48 102L44 96Z"],
        [cd, "M69 86L60 108L65 120H74L72 102L76 96Z"],
      ];
    case "band":
      return [
        ...body,
        [cl, "M50 80Q60 86 70 80L70 88Q60 94 50 88Z"],
        [
          cd,
          "M59.6 91H60.4V120H59.6Z M58.9 98a1.1 1.1 0 1 0 2.2 0a1.1 1.1 0 1 0-2.2 0Z M58.9 106a1.1 1.1 0 1 0 2.2 0a1.1 1.1 0 1 0-2.2 0Z",
        ],
      ];
    case "turtleneck":
      return [
        ...body,
        [c, "M49 74Q60 80 71 74L71 89Q60 95 49 89Z"],
        [
          cd,
          "M64 77Q69 76 71 74V89Q67 92 64 92Z M50 80Q60 86 70 80V81Q60 87 50 81Z M50 85Q60 91 70 85V86Q60 92 50 86Z",
        ],
      ];
  }
}

function face(t: AvatarTraits, [, s, sd]: Tones, [, h]: Tones): Layer[] {
  const ink = mix(t.skin, "#140A08", 0.78);
  const lip = mix(t.skin, "#6E2630", 0.4);
  const brow = mix(h, "#140A08", 0.3);
  // The right half of the jaw, from the temple to the chin, and its mirror image.
  const [right, left, x] =
    t.jaw === "square"
      ? ["C79.5 61 77 70 70 74.5Q65 78 60 78", "Q55 78 50 74.5C43 70 40.5 61 40.5 46", 79.5]
      : ["C79 60 75 69 68 74Q64 77 60 77", "Q56 77 52 74C45 69 41 60 41 46", 79];
  const layers: Layer[] = [
    // Face in the key light, with a shadow plane down the right cheek and jaw; the lid
    // creases, the right side of the nose and the hollow under the lip share that shadow.
    [
      s,
      `M42 58C41 59 39 58 38 55C36 50 37 43 42 46ZM60 23C71 23 ${x} 31 ${x} 46${right}${left}C${120 - x} 31 49 23 60 23Z`,
    ],
    [
      sd,
      `M60 23C71 23 ${x} 31 ${x} 46${right}Q66 74 69 67C72 60 71 53 73 47C74 38 71 29 60 23Z` +
        "M48 47.5Q52 45.5 55.5 47.2Q52 46.5 48 47.5Z M64.5 47.2Q68 45.5 72 47.5Q68 46.5 64.5 47.2Z" +
        "M61 47C62 52 64 56 64.5 59.5C63 61 60.5 61.2 59 60.6C61.5 59.6 62 55 61 47Z M56.5 59.6Q60 62.6 63.5 59.6Q60 61.2 56.5 59.6Z" +
        "M57 71Q60 70.4 63 71Q60 72.4 57 71Z",
    ],
    // Eyes: whites, irises, upper lids; then brows.
    [
      mix(t.skin, "#FFFFFF", 0.6),
      "M47.5 50.5Q51.5 47.5 55.5 50.3Q51.5 52.4 47.5 50.5Z M64.5 50.3Q68.5 47.5 72.5 50.5Q68.5 52.4 64.5 50.3Z",
    ],
    [
      ink,
      "M50 50.2a1.7 1.7 0 1 0 3.4 0a1.7 1.7 0 1 0-3.4 0Z M66.6 50.2a1.7 1.7 0 1 0 3.4 0a1.7 1.7 0 1 0-3.4 0Z" +
        "M47 50.6Q51.5 46.6 56 50.2Q51.5 48.2 47 50.6Z M64 50.2Q68.5 46.6 73 50.6Q68.5 48.2 64 50.2Z",
    ],
    [brow, "M46 45.3Q50.5 41.6 56 43.2L55.8 44.4Q51 43.4 46 45.3Z M64 43.2Q69.5 41.6 74 45.3Q69 43.4 64.2 44.4Z"],
    // Mouth: upper lip in shadow, the lower lip catching the light.
    [mix(lip, "#2A1220", 0.25), "M54.5 66.2Q57 64.4 60 65.2Q63 64.4 65.5 66.2Q60 67 54.5 66.2Z"],
    [lip, "M55.5 66.4Q60 67.2 64.5 66.4Q62 69.4 60 69.4Q58 69.4 55.5 66.4Z"],
  ];
  if (t.beard !== "none") {
    const d = `M${x} 48${right}${left.replace(/46$/, "48")}C${121 - x} 57 44 62 48 64C52 63 55 62.5 60 63C65 62.5 68 63 72 64C76 62 ${x - 1} 57 ${x} 48Z M54 65.6Q60 62.6 66 65.6Q60 64.6 54 65.6Z`;
    layers.push(t.beard === "stubble" ? [`${h}" fill-opacity=".3`, d] : [h, d]);
    if (t.beard === "short") layers.push([lip, "M56 67Q60 67.8 64 67Q62 69.4 60 69.4Q58 69.4 56 67Z"]);
  }
  return layers;
}

const ARITY: Readonly<Record<string, number>> = { M: 2, L: 2, H: 1, V: 1, C: 6, Q: 4, A: 7, Z: 0 };

const num = (v: number) => String(Math.round(v * 100) / 100).replace(/^(-?)0\./, "$1.");

/**
 * Path data, shortened: each segment is written with absolute or relative coordinates,
 * whichever is shorter, with the separators SVG allows us to drop. The shapes above stay
 * readable in absolute coordinates; the inlined markup stays small.
 */
function compact(d: string): string {
  const tokens = d.match(/[A-Za-z]|-?(?:\d*\.\d+|\d+)/g) ?? [];
  let out = "";
  let last = "";
  let [x, y, sx, sy] = [0, 0, 0, 0];
  const emit = (letter: string, values: number[]) => {
    let text = letter === last && letter.toUpperCase() !== "M" ? "" : letter;
    for (const v of values.map(num)) text += /[\d.]$/.test(text) && !v.startsWith("-") ? ` ${v}` : v;
    if (!/^[A-Za-z]/.test(text) && /[\d.]$/.test(out) && !/^-/.test(text)) text = ` ${text}`;
    out += text;
    last = letter;
  };
  let i = 0;
  while (i < tokens.length) {
    const cmd = tokens[i++] ?? "";
    const up = cmd.toUpperCase();
    const n = ARITY[up];
    if (n === undefined) throw new Error(`avatar: unknown path command ${cmd}`);
    if (n === 0) {
      emit("Z", []);
      [x, y] = [sx, sy];
      continue;
    }
    do {
      const a = tokens.slice(i, i + n).map(Number);
      i += n;
      if (cmd !== up) {
        // Relative in the source: make it absolute first.
        if (up === "H") a[0] = (a[0] ?? 0) + x;
        else if (up === "V") a[0] = (a[0] ?? 0) + y;
        else for (let k = up === "A" ? 5 : 0; k < n; k += 2) [a[k], a[k + 1]] = [(a[k] ?? 0) + x, (a[k + 1] ?? 0) + y];
      }
      const r = a.slice();
      if (up === "H") r[0] = (r[0] ?? 0) - x;
      else if (up === "V") r[0] = (r[0] ?? 0) - y;
      else for (let k = up === "A" ? 5 : 0; k < n; k += 2) [r[k], r[k + 1]] = [(r[k] ?? 0) - x, (r[k + 1] ?? 0) - y];
      const absText = a.map(num).join(" ");
      const relText = r.map(num).join(" ");
      if (relText.length < absText.length) emit(up.toLowerCase(), r);
      else emit(up, a);
      if (up === "H") x = a[0] ?? x;
      else if (up === "V") y = a[0] ?? y;
      else [x, y] = [a[n - 2] ?? x, a[n - 1] ?? y];
      if (up === "M") [sx, sy] = [x, y];
    } while (i < tokens.length && !/[A-Za-z]/.test(tokens[i] ?? "M"));
  }
  return out;
}

function safeSize(size: number | undefined): number {
  if (size === undefined || !Number.isFinite(size) || size <= 0) return 64;
  return Math.round(size);
}

/** The portrait as an SVG string. Deterministic and free of ids, so it can repeat on a page. */
export function avatarSvg(name: string, opts: AvatarOptions = {}): string {
  const t = avatarTraits(name, opts.looks);
  const size = safeSize(opts.size);
  const skin = tones(t.skin, 0.16, 0.24);
  const hair = tones(t.hairColour, 0.22, 0.35, "#E8D3BE");
  const [, s, sd] = skin;
  const layers: Layer[] = [
    [BG, "M0 0H120V120H0Z"],
    // Only its right side shows; the rest lies behind the figure.
    [BG_SHADOW, "M66 19C81 19 89 30 87 49L85 65L75 78V89L88 95C104 99 114 107 114 120H66Z"],
    ...hairBack(t, hair),
    // Neck, with the jaw's shadow across it.
    [s, "M51 64V88Q60 93 69 88V64Z"],
    [sd, "M51 70C54 78 66 79 69 70V84C64 88 56 88 51 84Z M64 74L69 70V88Q66 90 64 90Z"],
    ...outfit(t, skin),
    // Ears: the right one in shadow; the left one joins the face's path.
    [sd, "M78 46C83 43 84 50 82 55C81 58 79 59 78 58Z"],
    ...(t.earrings
      ? ([
          [
            "#D8A95E",
            "M39 60a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0-3.2 0Z M77.8 60a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0-3.2 0Z",
          ],
        ] as Layer[])
      : []),
    ...face(t, skin, hair),
    // Glasses sit on the face, under any fringe.
    [
      "",
      t.glasses
        ? `<g fill="none" stroke="${mix(t.hairColour, "#1A1A1A", 0.5)}" stroke-width="1.2"><rect x="45.5" y="45.5" width="12" height="9" rx="3"/><rect x="62.5" y="45.5" width="12" height="9" rx="3"/><path d="M57.5 49Q60 47.8 62.5 49M45.5 48.5L41 47.5M74.5 48.5L79 47.5"/></g>`
        : "",
    ],
    ...hairFront(t, hair),
    // The matte ring keeps the frame's edge sand-coloured, so dark clothing never meets a dark card.
    [BG, "M0 0H120V120H0ZM60 5A55 55 0 1 0 60 115A55 55 0 1 0 60 5Z"],
  ];
  const merged: Layer[] = [];
  for (const [fill, d] of layers) {
    const last = merged[merged.length - 1];
    if (last && last[0] === fill) last[1] += d;
    else merged.push([fill, d]);
  }
  const paths = merged.map(([fill, d]) => (fill ? `<path fill="${fill}" d="${compact(d)}"/>` : d));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="${size}" height="${size}" aria-hidden="true" focusable="false">${paths.join("")}</svg>`;
}
