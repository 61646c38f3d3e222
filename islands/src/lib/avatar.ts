/**
 * Illustrated portraits drawn from a name: the same name always gives the same face, so
 * team, testimonial and blog-author avatars need no image files. Flat shapes on a
 * 120×120 grid; no text, so the markup is safe to inline.
 */

export type HairStyle = "short" | "sidePart" | "buzz" | "curly" | "long" | "bun" | "bob";
export type Outfit = "crew" | "collar" | "blazer" | "vneck";

export interface AvatarTraits {
  skin: string;
  hair: HairStyle;
  hairColour: string;
  clothing: string;
  outfit: Outfit;
  background: readonly [string, string];
  glasses: boolean;
  earrings: boolean;
  beard: boolean;
}

export interface AvatarOptions {
  /** Rendered width and height in px. */
  size?: number;
}

const SKIN = ["#F7D7C0", "#EBC0A0", "#DDA77F", "#C98E62", "#B07448", "#93593A", "#74432B", "#553121"];
// Mostly dark shades, as on most teams; grey and fair hair turn up now and then.
const HAIR_COLOUR = [
  "#1B1411",
  "#2A1D17",
  "#3D2618",
  "#1B1411",
  "#5A3621",
  "#2A1D17",
  "#8A5232",
  "#B9844E",
  "#3D2618",
  "#1B1411",
  "#5A3621",
  "#2A1D17",
  "#7C7C86",
];
const HAIR: readonly HairStyle[] = ["short", "sidePart", "buzz", "curly", "long", "bun", "bob"];
const OUTFIT: readonly Outfit[] = ["crew", "collar", "blazer", "vneck"];

/** Brand backgrounds, each with the clothing colours that stand out against it. */
const SCENES: ReadonlyArray<{ bg: readonly [string, string]; clothing: readonly string[] }> = [
  { bg: ["#FF6A1A", "#E11D74"], clothing: ["#111833", "#FBF7F2", "#27306B", "#334155"] },
  { bg: ["#1A2350", "#0B1020"], clothing: ["#F97316", "#DB2777", "#FBF7F2", "#94A3B8"] },
  { bg: ["#FDBA74", "#F97316"], clothing: ["#111833", "#7A1E5C", "#27306B", "#FBF7F2"] },
  { bg: ["#7A1E5C", "#111833"], clothing: ["#F97316", "#FBF7F2", "#FDBA74", "#94A3B8"] },
  { bg: ["#FBF7F2", "#F3DCCB"], clothing: ["#111833", "#DB2777", "#F97316", "#27306B"] },
  { bg: ["#DB2777", "#7A1E5C"], clothing: ["#FBF7F2", "#111833", "#FDBA74", "#27306B"] },
];

/**
 * Hand-picked looks for the four people on the team page, so their portraits suit them;
 * everyone else gets traits from the hash.
 */
const TEAM: Readonly<Record<string, AvatarTraits>> = {
  "arjun mehta": {
    skin: "#B07448",
    hair: "sidePart",
    hairColour: "#1B1411",
    clothing: "#111833",
    outfit: "blazer",
    background: ["#FF6A1A", "#E11D74"],
    glasses: false,
    earrings: false,
    beard: true,
  },
  "priya raghavan": {
    skin: "#C98E62",
    hair: "long",
    hairColour: "#2A1D17",
    clothing: "#DB2777",
    outfit: "crew",
    background: ["#1A2350", "#0B1020"],
    glasses: false,
    earrings: true,
    beard: false,
  },
  "karan malhotra": {
    skin: "#DDA77F",
    hair: "short",
    hairColour: "#3D2618",
    clothing: "#27306B",
    outfit: "collar",
    background: ["#FDBA74", "#F97316"],
    glasses: true,
    earrings: false,
    beard: false,
  },
  "sneha kapoor": {
    skin: "#EBC0A0",
    hair: "bun",
    hairColour: "#3D2618",
    clothing: "#F97316",
    outfit: "vneck",
    background: ["#7A1E5C", "#111833"],
    glasses: false,
    earrings: true,
    beard: false,
  },
};

function normalise(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

/** 32-bit FNV-1a: stable across runtimes, so server and build agree. */
export function hashName(name: string): number {
  const text = normalise(name);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function pick<T>(items: readonly T[], seed: number): T {
  const item = items[seed % items.length];
  if (item === undefined) throw new Error("avatar: empty trait list");
  return item;
}

export function avatarTraits(name: string): AvatarTraits {
  const preset = TEAM[normalise(name)];
  if (preset) return preset;
  // FNV's low bits barely change between similar names, so mix them before slicing.
  let h = hashName(name);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h = (h ^ (h >>> 16)) >>> 0;
  // Different bit ranges of one hash pick independent traits.
  const scene = pick(SCENES, h >>> 3);
  return {
    skin: pick(SKIN, h),
    hair: pick(HAIR, h >>> 5),
    hairColour: pick(HAIR_COLOUR, h >>> 9),
    clothing: pick(scene.clothing, h >>> 13),
    outfit: pick(OUTFIT, h >>> 16),
    background: scene.bg,
    glasses: (h >>> 19) % 4 === 0,
    earrings: (h >>> 22) % 3 === 0,
    beard: false,
  };
}

/** A darker shade of a #RRGGBB colour, for shadows on skin and cloth. */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = (shift: number) => Math.round(((n >> shift) & 255) * (1 - amount));
  return `#${[ch(16), ch(8), ch(0)].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

function hairBack(t: AvatarTraits): string {
  const c = t.hairColour;
  if (t.hair === "long")
    return `<path d="M36 52C34 30 46 24 60 24C76 24 87 32 85 54L88 96C78 102 42 102 32 96Z" fill="${c}"/>`;
  if (t.hair === "bob")
    return `<path d="M36 52C35 31 46 25 60 25C75 25 86 32 84 52L86 76C78 82 42 82 34 76Z" fill="${c}"/>`;
  if (t.hair === "bun") return `<circle cx="60" cy="24" r="11" fill="${c}"/>`;
  return "";
}

function hairFront(t: AvatarTraits): string {
  const c = t.hairColour;
  switch (t.hair) {
    case "short":
      return `<path d="M38 52C36 34 46 27 60 27C75 27 85 34 82 52C80 44 76 40 70 39C62 42 50 42 42 40C40 44 39 48 38 52Z" fill="${c}"/>`;
    case "sidePart":
      return `<path d="M38 54C35 34 46 26 61 26C76 26 86 35 82 54C80 45 77 40 72 37C64 43 50 44 41 42C39 46 38 50 38 54Z" fill="${c}"/><path d="M52 28C56 33 62 36 72 37" stroke="${shade(c, -0.6)}" stroke-opacity="0.25" stroke-width="1.5" fill="none"/>`;
    case "buzz":
      return `<path d="M39 50C39 34 48 29 60 29C72 29 81 34 81 50C78 42 70 38 60 38C50 38 42 42 39 50Z" fill="${c}" opacity="0.85"/>`;
    case "curly":
      return [
        [42, 40, 8],
        [50, 32, 9],
        [61, 29, 9],
        [72, 32, 9],
        [79, 41, 8],
        [38, 50, 6],
        [82, 50, 6],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>`)
        .join("");
    case "long":
    case "bob":
      return `<path d="M38 54C36 34 46 27 60 27C75 27 85 34 82 54C78 44 70 38 62 37C54 40 46 44 38 54Z" fill="${c}"/>`;
    case "bun":
      return `<path d="M38 52C37 35 47 29 60 29C74 29 84 35 82 52C78 43 70 39 60 39C50 39 42 43 38 52Z" fill="${c}"/>`;
  }
}

function outfit(t: AvatarTraits): string {
  const body = `<path d="M16 120C16 99 33 88 60 88C87 88 104 99 104 120Z" fill="${t.clothing}"/>`;
  const fold = shade(t.clothing, 0.18);
  switch (t.outfit) {
    case "crew":
      return `${body}<path d="M48 88C50 95 70 95 72 88" fill="none" stroke="${fold}" stroke-width="3" stroke-linecap="round"/>`;
    case "vneck":
      return `${body}<path d="M49 88L60 102L71 88Z" fill="${t.skin}"/><path d="M49 88L60 102L71 88" fill="none" stroke="${fold}" stroke-width="2.5" stroke-linejoin="round"/>`;
    case "collar":
      return `${body}<path d="M50 88L60 99L54 104L46 92Z M70 88L60 99L66 104L74 92Z" fill="#FBF7F2"/>`;
    case "blazer":
      return `${body}<path d="M50 88H70L60 120Z" fill="#FBF7F2"/><path d="M50 88L60 104L53 120H44L46 98Z M70 88L60 104L67 120H76L74 98Z" fill="${fold}"/>`;
  }
}

function face(t: AvatarTraits): string {
  const ink = "#1F1714";
  const brow = t.hair === "buzz" ? shade(t.hairColour, 0.1) : t.hairColour;
  const parts = [
    `<ellipse cx="52" cy="57" rx="2" ry="2.4" fill="${ink}"/>`,
    `<ellipse cx="68" cy="57" rx="2" ry="2.4" fill="${ink}"/>`,
    `<path d="M48 51Q52 49 55 50.5M65 50.5Q68 49 72 51" fill="none" stroke="${brow}" stroke-width="1.8" stroke-linecap="round"/>`,
    `<path d="M60 59Q58 64 61 64.5" fill="none" stroke="${shade(t.skin, 0.22)}" stroke-width="1.5" stroke-linecap="round"/>`,
    `<path d="M54 68.5Q60 73 66 68.5" fill="none" stroke="${ink}" stroke-width="1.8" stroke-linecap="round"/>`,
    `<circle cx="47" cy="64" r="3.5" fill="#E8737A" opacity="0.18"/><circle cx="73" cy="64" r="3.5" fill="#E8737A" opacity="0.18"/>`,
  ];
  if (t.beard) {
    parts.push(
      `<path d="M40 60C41 74 49 82 60 82C71 82 79 74 80 60C78 66 76 70 72 72C66 70 54 70 48 72C44 70 42 66 40 60Z" fill="${t.hairColour}" opacity="0.9"/><path d="M54 69Q60 72.5 66 69" fill="none" stroke="${t.skin}" stroke-width="1.6" stroke-linecap="round"/>`,
    );
  }
  if (t.glasses) {
    parts.push(
      `<g fill="none" stroke="${ink}" stroke-width="1.6"><rect x="44.5" y="51.5" width="14" height="11" rx="4"/><rect x="61.5" y="51.5" width="14" height="11" rx="4"/><path d="M58.5 56H61.5M44.5 55L39.5 53.5M75.5 55L80.5 53.5"/></g>`,
    );
  }
  return parts.join("");
}

function safeSize(size: number | undefined): number {
  if (size === undefined || !Number.isFinite(size) || size <= 0) return 64;
  return Math.round(size);
}

/** The portrait as an SVG string; ids carry the name's hash so avatars can share a page. */
export function avatarSvg(name: string, opts: AvatarOptions = {}): string {
  const t = avatarTraits(name);
  const size = safeSize(opts.size);
  const id = `av-${hashName(name).toString(36)}`;
  const skinShadow = shade(t.skin, 0.14);
  const earrings = t.earrings
    ? `<circle cx="39.5" cy="66" r="2.4" fill="#FDBA74"/><circle cx="80.5" cy="66" r="2.4" fill="#FDBA74"/>`
    : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="${size}" height="${size}" aria-hidden="true" focusable="false">`,
    `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.background[0]}"/><stop offset="1" stop-color="${t.background[1]}"/></linearGradient></defs>`,
    `<rect width="120" height="120" fill="url(#${id}-bg)"/>`,
    // The figure is drawn small and scaled up about the chin, filling the frame.
    `<g transform="translate(-6 -11) scale(1.1)">`,
    hairBack(t),
    `<path d="M51 70H69V90C69 94 51 94 51 90Z" fill="${skinShadow}"/>`,
    outfit(t),
    `<ellipse cx="39.5" cy="58" rx="4" ry="6" fill="${skinShadow}"/><ellipse cx="80.5" cy="58" rx="4" ry="6" fill="${skinShadow}"/>`,
    `<ellipse cx="60" cy="56" rx="21" ry="24" fill="${t.skin}"/>`,
    earrings,
    face(t),
    hairFront(t),
    `</g></svg>`,
  ].join("");
}
