/**
 * The team's portraits, drawn as editorial illustrations: head and shoulders in a 4:5 frame
 * (800×1000), the head turned a little to the viewer's left and set just right of centre,
 * lit by one key light from the upper left. Every surface (skin, hair, cloth) is a few flat
 * tonal planes: a lit plane, the local colour, a shadow plane and a deep accent, plus one
 * quiet highlight. Each person stands on a flat field of their own deep, muted colour
 * (BACKDROPS: slate teal, ember, ochre, plum; one family that holds on a warm off-white page
 * and on the dark navy one), with one large arc in a darker tone and the figure's cast
 * shadow for depth.
 *
 * The face sits in the upper middle (eyes at 39 % of the height), so a centred 4:5 crop,
 * a tighter one or a later photograph in the same frame all work. No gradients, filters or
 * randomness: the same person always gives the same bytes, and the PNG stays small.
 */

/** The backdrop family: deep, muted colours of equal weight. */
export const BACKDROPS = Object.freeze({
  teal: "#2E5A5C",
  ember: "#843F2E",
  ochre: "#755A2C",
  plum: "#5E2F52",
});

export const PORTRAIT_WIDTH = 800;
export const PORTRAIT_HEIGHT = 1000;

/** Mix two #RRGGBB colours; t = 0 gives a, 1 gives b. */
export function mix(a, b, t) {
  const x = Number.parseInt(a.slice(1), 16);
  const y = Number.parseInt(b.slice(1), 16);
  const ch = (s) => Math.round(((x >> s) & 255) * (1 - t) + ((y >> s) & 255) * t);
  return `#${[ch(16), ch(8), ch(0)].map((v) => v.toString(16).padStart(2, "0")).join("")}`.toUpperCase();
}

const WARM_LIGHT = "#FFF0DC";
const SHADE = "#24121E";

/** Lit, local, shadow and deep planes of one surface under the key light. */
function planes(c, { light = 0.18, shadow = 0.3, deep = 0.5 } = {}) {
  return { hi: mix(c, WARM_LIGHT, light), base: c, lo: mix(c, SHADE, shadow), deep: mix(c, SHADE, deep) };
}

// Hairstyles and outfits the drawing knows; the others of avatar.ts fall back to the nearest.
const HAIR_FALLBACK = { swept: "sidePart", curly: "crop", bob: "long", curls: "long" };
const OUTFIT_FALLBACK = { crew: "band", turtleneck: "band" };

/* ------------------------------------------------------------------ head */

/** The face's outline: a square or a soft jaw; chin at y 552, temples at 300 and 506. */
function faceOutline(jaw) {
  return jaw === "square"
    ? "M395 226C452 226 500 258 505 322C510 372 509 416 502 448C494 490 470 522 440 540C424 549 410 553 393 553C376 553 360 548 347 538C320 516 305 482 300 442C294 400 293 342 300 302C310 252 345 226 395 226Z"
    : "M395 226C452 226 500 258 505 322C510 372 508 414 499 446C488 490 462 526 432 544C418 552 405 556 392 556C378 556 364 551 353 542C326 520 308 484 302 444C295 400 294 342 300 302C310 252 345 226 395 226Z";
}

function head(p, skin, hair) {
  const lip = mix(p.skin, "#7A2A38", 0.42);
  const ink = mix(p.hairColour, "#0C0608", 0.4);
  const brow = mix(p.hairColour, "#0C0608", 0.15);
  const white = mix(p.skin, "#FFFFFF", 0.5);
  const square = p.jaw === "square";
  const out = [
    // Near ear, in half shadow, with its inner fold.
    [skin.lo, "M496 368C512 350 538 358 536 392C534 424 520 446 498 450Z"],
    [
      skin.deep,
      "M506 380C518 372 528 380 526 396C524 414 516 426 506 430C514 418 518 404 516 394C514 386 510 384 506 386Z",
    ],
    [skin.base, faceOutline(p.jaw)],
    // The lit planes: forehead, far cheekbone, nose bridge.
    [
      skin.hi,
      "M318 282C338 248 372 236 410 238C380 250 356 266 342 292C334 306 326 318 318 322Z" +
        "M304 330C312 360 318 380 330 400C336 418 334 432 326 446C316 446 308 440 304 430C298 400 298 360 304 330Z" +
        "M384 398C382 418 378 436 372 452L380 454C384 438 387 418 388 398Z",
    ],
    // The shadow side: the near cheek and jaw, the eye sockets, the side and base of the nose,
    // the hollow under the lower lip.
    [
      skin.lo,
      `M468 244C496 268 506 296 505 322C510 372 509 416 ${square ? "502 448C494 490 470 522 440 540C424 549 410 553 393 553" : "499 446C488 490 462 526 432 544C418 552 405 556 392 556"}C420 540 446 514 458 484C466 462 464 440 468 414C472 384 476 340 468 244Z` +
        "M414 368C430 358 452 358 470 368C452 364 432 366 414 374Z M316 372C330 362 348 362 362 370C346 368 330 370 316 378Z" +
        "M392 394C398 420 404 440 410 454C414 466 406 474 394 474C388 474 380 472 372 468C388 466 398 462 400 454C396 436 392 414 392 394Z" +
        "M370 528C380 522 394 522 404 528C394 532 380 532 370 528Z",
    ],
    // Nostrils and the lid creases.
    [
      skin.deep,
      "M360 466C366 460 374 462 378 468C372 470 366 470 360 466Z M392 470C398 464 406 464 410 470C404 474 398 474 392 470Z" +
        "M412 376C430 366 450 366 464 376C450 372 430 372 412 380Z M318 380C332 370 348 370 360 378C346 376 332 376 318 384Z",
    ],
    // Eyes: whites, irises with a catch light, upper lids; brows.
    [white, "M318 392Q338 378 360 390Q340 401 318 392Z M410 390Q434 374 460 389Q434 402 410 390Z"],
    [
      ink,
      "M330 391a9 9 0 1 0 18 0a9 9 0 1 0-18 0Z M421 389a9.5 9.5 0 1 0 19 0a9.5 9.5 0 1 0-19 0Z" +
        "M315 392Q338 373 362 389L360 392Q338 380 318 394Z M407 390Q434 369 463 388L460 391Q434 377 410 392Z",
    ],
    [brow, brows(p)],
    ["#FFFFFF", "M333 388a2.6 2.6 0 1 0 5.2 0a2.6 2.6 0 1 0-5.2 0Z M424 386a2.8 2.8 0 1 0 5.6 0a2.8 2.8 0 1 0-5.6 0Z"],
  ];
  if (p.beard !== "none") out.push(...beard(p, hair));
  out.push(
    // Mouth: the upper lip in shadow, the lower lip lit, one highlight on it.
    [mix(lip, SHADE, 0.3), "M352 503Q368 493 384 498Q398 493 416 502Q386 508 352 503Z"],
    [lip, "M355 504Q386 510 414 503Q404 521 385 522Q366 521 355 504Z"],
    [mix(lip, WARM_LIGHT, 0.3), "M370 510Q380 512 390 511Q384 516 376 515Q372 514 370 510Z"],
    [mix(lip, SHADE, 0.55), "M350 503Q386 509 418 502Q386 506 350 503Z"],
  );
  return out;
}

function brows(p) {
  // Heavier brows for the men; the near brow is longer (it is turned towards us).
  const w = p.jaw === "square" ? 1.3 : 1;
  const t = (n) => Math.round(n * w * 10) / 10;
  return (
    `M310 360C324 ${350 - t(4)} 344 ${344 - t(4)} 364 ${350 - t(2)}L363 ${352 + t(2)}C344 ${348 + t(1)} 326 352 311 363Z` +
    `M408 ${348 - t(2)}C430 ${340 - t(5)} 454 ${342 - t(4)} 470 ${356 - t(1)}L468 359C452 ${350 + t(1)} 430 ${348 + t(2)} 409 ${352 + t(2)}Z`
  );
}

function beard(p, hair) {
  // Trimmed close: from the sideburns along the jaw to the chin, a cheek line that runs down
  // to the corners of the mouth, and a moustache over the upper lip.
  const body =
    "M503 404C508 436 503 466 494 490C480 524 452 550 422 562C406 567 382 567 366 562C336 552 314 524 304 488C300 466 300 446 302 426" +
    "C312 454 326 474 344 490C348 480 362 474 385 476C408 474 424 480 428 490C450 470 476 440 494 406Z";
  if (p.beard === "stubble") {
    // A shadow of growth, kept inside the face's outline.
    return [["", `<path fill="${hair.base}" fill-opacity=".26" clip-path="url(#face)" d="${body}"/>`]];
  }
  const tone = planes(mix(p.hairColour, p.skin, 0.18), { light: 0.16, shadow: 0.3, deep: 0.5 });
  return [
    [tone.base, body],
    // The near side of the beard in shadow, a lit edge along the far jaw and chin.
    [
      tone.lo,
      "M480 446C490 470 484 496 472 516C458 538 440 552 418 562C406 567 392 567 384 566C420 552 446 530 460 500C468 484 474 464 480 446Z",
    ],
    [tone.hi, "M304 452C308 482 320 510 340 530C352 540 364 546 376 548C350 530 330 506 318 478Z"],
    // The moustache's lower edge, in deep shade.
    [
      tone.deep,
      "M344 490C352 480 366 476 385 478C406 476 420 480 428 490C414 494 398 494 385 492C372 494 356 494 344 490Z",
    ],
  ];
}

/* ------------------------------------------------------------------ hair */

function hairBack(p, hair) {
  switch (p.hair) {
    case "long":
      return [
        [
          hair.base,
          "M286 360C272 262 306 176 392 164C476 154 536 214 530 320C528 410 540 500 566 590C584 650 574 712 536 740L262 742C242 690 256 610 270 540C280 480 290 420 286 360Z",
        ],
        [
          hair.deep,
          "M470 300C500 340 506 420 514 500C522 570 540 640 548 700C544 720 540 734 536 740L468 742C470 690 468 640 460 600L458 480Z",
        ],
      ];
    case "bun":
      return [
        [
          hair.base,
          "M448 198C448 160 478 136 512 138C548 140 572 170 568 206C564 242 536 262 504 260C472 258 448 234 448 198Z",
        ],
        [
          hair.lo,
          "M540 158C560 176 566 206 556 230C544 252 522 262 500 260C530 246 548 222 548 196C548 182 546 170 540 158Z",
        ],
        [hair.hi, "M468 178C476 158 494 148 512 148C498 156 486 166 480 182Z"],
      ];
    default:
      return [];
  }
}

function hairFront(p, hair) {
  switch (p.hair) {
    case "sidePart":
      return [
        [
          hair.base,
          "M298 340C286 286 296 226 340 194C380 166 446 162 492 188C530 212 536 278 518 354L508 356C508 330 504 310 496 296C484 282 466 274 444 270C410 264 376 264 350 268C336 272 324 280 316 292C310 304 306 320 304 342Z" +
            "M500 300L518 302L514 404L502 402Z",
        ],
        [
          hair.deep,
          "M476 196C508 220 520 266 518 320L512 356H508C508 330 504 310 496 296C500 264 494 226 476 196Z M502 350L516 352L514 404L502 402Z",
        ],
        // The part on the far side, and one sheen along the hair combed across from it.
        [mix(p.hairColour, p.skin, 0.4), "M348 198C338 222 333 248 335 272L339 271C339 248 342 222 348 198Z"],
        [hair.hi, "M358 230C394 208 444 204 488 224C444 214 398 220 366 242Z"],
      ];
    case "crop":
      return [
        [
          hair.base,
          "M298 352C288 292 298 220 348 188C390 164 450 162 492 190C528 216 532 284 516 352L508 354C508 326 504 304 496 288C488 276 476 268 460 262C436 256 410 256 390 258C366 258 346 260 330 270C318 282 308 300 304 322C302 334 302 344 302 352Z" +
            "M502 310L516 312L512 380L503 380Z",
        ],
        [
          hair.deep,
          "M474 196C504 220 518 268 514 318L508 354C508 326 504 304 496 288C498 254 492 224 474 196Z M502 340L515 342L512 380L503 380Z",
        ],
        [hair.hi, "M342 206C368 184 412 176 454 184C420 188 388 198 362 216C354 214 348 210 342 206Z"],
      ];
    case "long":
      return [
        [
          hair.base,
          // Crown and a centre-left part, the hair falling past both temples.
          "M298 380C288 300 300 216 350 184C392 160 452 162 492 192C526 218 536 282 526 360L512 380C512 330 506 296 494 276C470 248 430 236 392 238C380 240 372 244 368 250C352 262 330 276 318 300C308 322 304 350 302 380Z",
        ],
        [
          hair.deep,
          "M474 196C508 224 526 280 522 350L512 380C512 330 506 296 494 276C496 250 490 222 474 196Z M368 250C384 238 420 234 452 242C420 240 392 244 370 258Z",
        ],
        [
          hair.hi,
          "M336 208C362 182 408 170 450 178C414 186 380 200 352 224Z M316 300C324 280 338 266 354 256C340 274 330 294 324 318Z",
        ],
      ];
    case "bun":
      return [
        [
          hair.base,
          "M298 352C288 292 302 216 354 186C396 162 456 166 494 196C524 222 532 282 518 352L508 354C508 322 502 298 492 282C474 262 440 250 404 248C372 248 342 256 322 270C310 290 304 320 302 352Z" +
            "M500 300C510 300 518 310 516 330L512 372L503 372Z",
        ],
        [
          hair.deep,
          "M474 202C504 228 516 276 514 330L508 354C508 322 502 298 492 282C494 254 490 228 474 202Z M502 330L515 332L512 372L503 372Z",
        ],
        // Combed back from a soft side part: a long sheen and two quiet lines of the comb.
        [hair.hi, "M336 212C364 186 410 176 454 186C420 192 386 204 358 226C350 222 342 218 336 212Z"],
        [
          hair.lo,
          "M328 262C360 236 410 226 456 232C412 234 372 244 336 268Z M372 218C402 204 440 202 470 212C440 210 404 214 378 224Z",
        ],
      ];
    default:
      return [];
  }
}

/** Long hair's front locks, over the far shoulder, drawn over the clothes. */
function hairOverShoulder(p, hair) {
  if (p.hair !== "long") return [];
  return [
    [
      hair.base,
      "M302 300C296 360 290 420 294 480C298 560 284 640 270 700C262 740 272 776 300 790C322 800 344 790 350 770C340 720 332 660 332 600C330 540 320 480 316 420C314 380 312 340 316 300Z",
    ],
    [
      hair.hi,
      "M300 420C300 500 294 580 282 660C278 690 278 720 286 746C294 700 300 640 306 580C310 520 308 470 304 420Z",
    ],
    [hair.lo, "M322 560C326 640 332 710 348 772C346 784 340 790 330 792C336 740 330 660 322 560Z"],
  ];
}

/* ---------------------------------------------------------------- clothes */

/** Skin below the jaw: neck and the base of the throat, with the head's shadow across it. */
function neck(skin) {
  return [
    [skin.base, "M338 470L340 604C330 646 300 666 258 686L566 686C510 666 472 646 462 604L460 470Z"],
    [
      skin.lo,
      "M338 522C358 574 420 592 462 554L462 590C430 608 380 606 340 582Z M446 597C440 630 442 660 446 680H540C500 664 470 644 462 604V590Z",
    ],
    [skin.hi, "M350 606C360 626 376 642 396 656C370 656 350 642 340 626Z"],
  ];
}

/** The shoulders' silhouette, the near (right) shoulder a little broader, turned towards us. */
/** The clothes sit a little higher than they are drawn, for a shorter neck. */
const CLOTHES = "translate(0 -36)";
/** The whole figure, scaled up about the eyes and set a little right of centre. */
const FIGURE = "translate(412 388) scale(1.06) translate(-400 -388)";

const TORSO =
  "M52 1040C54 884 88 796 170 756C236 724 300 708 330 668L470 668C502 706 570 724 646 750C728 780 754 876 758 1040Z";

function clothes(p, skin) {
  const c = planes(p.clothing, { light: 0.16, shadow: 0.32, deep: 0.52 });
  const shade = [
    // The near side turns away from the light; a fold where the arm meets the chest.
    [c.lo, "M560 730C640 754 730 780 756 900L758 1040H620C630 920 612 820 560 730Z"],
    [c.deep, "M612 1040C616 930 604 860 584 812C610 860 626 930 628 1040Z"],
    // The far shoulder's top catches the key light.
    [c.hi, "M60 920C70 840 104 786 170 756C220 732 270 718 304 700C250 740 196 760 150 800C110 836 80 880 60 920Z"],
  ];
  switch (p.outfit) {
    case "blazer": {
      const shirt = planes("#DDD6CA", { light: 0.4, shadow: 0.16, deep: 0.3 });
      return [
        [c.base, TORSO],
        ...shade,
        // The open-necked shirt in the blazer's V: skin at the throat, the collar's leaves.
        [shirt.base, "M336 660L398 820L462 660Z"],
        [skin.base, "M356 650L400 742L444 650Z"],
        [skin.lo, "M400 742L444 650L436 650L402 716Z"],
        [shirt.deep, "M318 700L360 714L400 748L356 722Z M482 700L440 714L400 748L444 722Z"],
        [shirt.hi, "M342 620L316 700L360 712L400 746L364 662Z"],
        [shirt.lo, "M458 620L484 700L440 712L400 746L436 662Z"],
        // Lapels with their notches, the near one in shadow; the roll line in deep shade.
        [c.hi, "M322 668L292 706L316 724L300 742L392 900L398 820L346 694Z"],
        [c.lo, "M478 668L510 706L486 724L502 742L408 900L400 820L454 694Z"],
        [c.deep, "M398 820L392 900L400 1040L408 900Z M316 724L300 742L308 744Z M486 724L502 742L494 744Z"],
        // One button, and the welt of the breast pocket.
        [c.deep, "M392 952a8 8 0 1 0 16 0a8 8 0 1 0-16 0Z M214 880L284 868L285 874L215 886Z"],
      ];
    }
    case "shirt":
      return [
        [c.base, TORSO],
        ...shade,
        // Open collar: the skin's V, the collar's two wings, the placket and its buttons.
        [skin.base, "M352 660L400 770L448 660Z"],
        [skin.lo, "M400 770L448 660L440 660L402 740Z"],
        // The collar's leaves fold out over the shoulders, points down; their shadows beneath.
        [
          c.deep,
          "M306 712L356 726L400 774L352 736L312 724Z M494 710L444 726L400 774L448 736L488 722Z M398 770H402V1040H398Z",
        ],
        [c.hi, "M340 622L304 710L356 724L400 772L362 664Z"],
        [c.lo, "M460 622L496 708L444 724L400 772L438 664Z"],
        [
          mix(p.clothing, WARM_LIGHT, 0.3),
          "M394 820a6 6 0 1 0 12 0a6 6 0 1 0-12 0Z M394 900a6 6 0 1 0 12 0a6 6 0 1 0-12 0Z M394 980a6 6 0 1 0 12 0a6 6 0 1 0-12 0Z",
        ],
      ];
    case "scoop":
      return [
        [c.base, TORSO],
        ...shade,
        [
          skin.base,
          "M306 690C326 770 360 806 400 806C440 806 476 770 494 690C470 672 460 660 460 640H340C340 660 330 672 306 690Z",
        ],
        [skin.lo, "M430 700C450 740 470 720 494 690C480 760 446 800 400 806C430 780 440 740 430 700Z"],
        [skin.hi, "M332 700C344 740 362 766 384 780C356 774 336 740 326 704Z"],
        // The neckline's hem, and a fine chain with one drop.
        [
          c.deep,
          "M302 688C324 772 360 812 400 812C440 812 478 772 498 688L494 690C476 770 440 806 400 806C360 806 326 770 306 690Z",
        ],
        [
          "#D6A85C",
          "M340 690C354 736 374 756 400 760C428 756 448 736 460 690L462 692C450 740 430 762 400 764C372 762 352 740 338 692Z M394 770a6 6 0 1 0 12 0a6 6 0 1 0-12 0Z",
        ],
      ];
    case "band":
    default:
      return [
        [c.base, TORSO],
        ...shade,
        // The band collar standing round the neck, a placket with cloth buttons down the front.
        [
          c.hi,
          "M336 626C330 650 332 668 340 680C374 698 426 698 460 680C468 668 470 650 464 626C430 646 370 646 336 626Z",
        ],
        [
          c.lo,
          "M430 640C446 636 456 632 464 626C470 650 468 668 460 680C448 688 436 692 424 694C432 676 434 658 430 640Z",
        ],
        [c.deep, "M340 680C374 698 426 698 460 680L462 686C428 706 372 706 338 686Z M396 696H404V1040H396Z"],
        [
          mix(p.clothing, SHADE, 0.62),
          "M392 760a8 8 0 1 0 16 0a8 8 0 1 0-16 0Z M392 850a8 8 0 1 0 16 0a8 8 0 1 0-16 0Z M392 940a8 8 0 1 0 16 0a8 8 0 1 0-16 0Z",
        ],
      ];
  }
}

function glasses(p) {
  const frame = mix(p.hairColour, "#101010", 0.4);
  return [
    [
      "",
      `<g fill="none" stroke="${frame}" stroke-width="6" stroke-linejoin="round">` +
        '<rect x="304" y="364" width="66" height="52" rx="18"/><rect x="402" y="360" width="72" height="56" rx="20"/>' +
        '<path d="M370 384Q386 374 402 382M474 378L508 374M304 380L298 378"/></g>',
    ],
    // The lenses catch the light as one soft diagonal.
    ['#FFFFFF" fill-opacity=".16', "M316 410L346 370H356L326 410Z M414 410L448 366H458L424 410Z"],
  ];
}

function earrings(p) {
  if (!p.earrings) return [];
  const gold = "#D6A85C";
  return [
    [gold, "M502 446a7 7 0 1 0 14 0a7 7 0 1 0-14 0Z"],
    [mix(gold, SHADE, 0.3), "M509 456L516 482L509 494L502 482Z"],
    [mix(gold, WARM_LIGHT, 0.5), "M505 444a3 3 0 1 0 6 0a3 3 0 1 0-6 0Z"],
  ];
}

/* ---------------------------------------------------------------- portrait */

/**
 * The portrait as an SVG string, 800×1000. `person.looks` are avatar.ts traits (skin, hair,
 * hairColour, clothing, outfit, glasses, earrings, beard, jaw); `person.backdrop` is a key of
 * BACKDROPS.
 */
export function portraitSvg(person) {
  const looks = person.looks ?? {};
  const p = {
    skin: "#C08962",
    hairColour: "#2A1E18",
    clothing: "#1F2848",
    glasses: false,
    earrings: false,
    beard: "none",
    jaw: "soft",
    ...looks,
    hair: HAIR_FALLBACK[looks.hair] ?? looks.hair ?? "crop",
    outfit: OUTFIT_FALLBACK[looks.outfit] ?? looks.outfit ?? "band",
  };
  const ground = BACKDROPS[person.backdrop ?? "teal"];
  if (!ground) throw new Error(`portrait: unknown backdrop ${person.backdrop}`);
  const skin = planes(p.skin, { light: 0.2, shadow: 0.24, deep: 0.44 });
  const hair = planes(p.hairColour, { light: 0.2, shadow: 0.3, deep: 0.55 });
  hair.hi = mix(p.hairColour, mix(ground, WARM_LIGHT, 0.5), 0.2);

  const silhouette = [
    ...hairBack(p, hair).slice(0, 1),
    [, faceOutline(p.jaw)],
    ...hairFront(p, hair).slice(0, 1),
    [, "M338 470L340 640L462 640L460 470Z"],
  ];
  const layers = [
    [ground, `M0 0H${PORTRAIT_WIDTH}V${PORTRAIT_HEIGHT}H0Z`],
    // One large arc, a shade deeper than the ground, rising behind the near shoulder.
    [mix(ground, SHADE, 0.2), "M800 420A600 600 0 0 0 200 1000H800Z"],
    [
      "",
      `<g fill="${mix(ground, SHADE, 0.3)}" fill-opacity=".4" transform="translate(24 10) ${FIGURE}">${silhouette
        .map(([, d]) => `<path d="${d}"/>`)
        .join("")}<path transform="${CLOTHES}" d="${TORSO}"/></g>`,
    ],
    ["", `<g transform="${FIGURE}">`],
    ...hairBack(p, hair),
    ...neck(skin),
    ["", `<g transform="${CLOTHES}">`],
    ...clothes(p, skin),
    ["", "</g>"],
    ...hairOverShoulder(p, hair),
    ...head(p, skin, hair),
    ...earrings(p),
    ...(p.glasses ? glasses(p) : []),
    ...hairFront(p, hair),
    ["", "</g>"],
  ];
  const merged = [];
  for (const [fill, d] of layers) {
    const last = merged[merged.length - 1];
    if (fill && last && last[0] === fill) last[1] += d;
    else merged.push([fill, d]);
  }
  const body = merged.map(([fill, d]) => (fill ? `<path fill="${fill}" d="${d}"/>` : d)).join("");
  const defs = `<defs><clipPath id="face"><path d="${faceOutline(p.jaw)}"/></clipPath></defs>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PORTRAIT_WIDTH} ${PORTRAIT_HEIGHT}" width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}">${defs}${body}</svg>`;
}
