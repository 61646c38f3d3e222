#!/usr/bin/env bash
# Rebuilds src/styles/fonts/*-core.woff2: the two variable fonts cut down to the characters of the
# site's English copy (ASCII, Latin-1 punctuation and signs, the general punctuation, ₹ and the
# arrows), so a page's first bytes are 48 KB of fonts instead of 71 KB (docs/performance.md),
# and their weight axis to the 400–700 the site sets (Inter's thin master goes: 39 KB since 2026-12-06).
# The full Latin files stay declared for the other Latin characters (é, ñ…): a page fetches
# one only when its text has such a character. Needs fonttools: apt-get install -y python3-fonttools
# python3-brotli. Run it after updating @fontsource-variable/*; commit the four files.
# The third, devanagari-switch.woff2, is the language switch's "हिन्दी" on English pages: Noto Sans
# Devanagari at weight 600, cut to those letters (2.4 KB; global.css, "Hindi Name").
set -euo pipefail
cd "$(dirname "$0")/.."
CORE="U+0020-007E,U+00A0-00BF,U+00D7,U+00F7,U+2010-2027,U+2030-203A,U+20AC,U+20B9,U+2190-2193,U+2212,U+2264-2265"
FEATURES="kern,liga,calt,tnum,case,ccmp,locl,mark,mkmk"
for pair in "inter:inter-latin-wght-normal" "space-grotesk:space-grotesk-latin-wght-normal"; do
  family=${pair%%:*}
  file=${pair#*:}
  /usr/bin/python3 -m fontTools.varLib.instancer "node_modules/@fontsource-variable/$family/files/$file.woff2" \
    wght=400:700 -q -o "${TMPDIR:-/tmp}/$family-400-700.ttf"
  /usr/bin/python3 -m fontTools.subset "${TMPDIR:-/tmp}/$family-400-700.ttf" \
    --unicodes="$CORE" --layout-features="$FEATURES" --flavor=woff2 \
    --output-file="src/styles/fonts/$family-core.woff2"
  ls -l "src/styles/fonts/$family-core.woff2"
done
/usr/bin/python3 -m fontTools.varLib.instancer \
  node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2 \
  wght=600 -q -o "${TMPDIR:-/tmp}/noto-sans-devanagari-600.ttf"
/usr/bin/python3 -m fontTools.subset "${TMPDIR:-/tmp}/noto-sans-devanagari-600.ttf" --text="हिन्दी" \
  --layout-features='*' --flavor=woff2 --output-file=src/styles/fonts/devanagari-switch.woff2
ls -l src/styles/fonts/devanagari-switch.woff2
# The Hindi pages' face (global.css, "Noto Sans Devanagari Variable"): the letters and signs of
# Hindi's alphabet (U+0901–0950, the nukta letters, the vocalic RR/LL, the dandas, the digits and
# the abbreviation sign: HINDI below), the joiners and the dotted circle, every layout feature
# (conjuncts, reph, matras), the weight axis cut to 400–700, no hinting: 61 KB from the npm file's
# 121 KB. The rest of the block (Vedic accents, Kashmiri, Sindhi and Marathi letters) is declared
# with the npm file, like the Latin cores' rest; hindi-face.spec.ts checks that this cut draws
# every Hindi conjunct as the npm file does.
HINDI="U+0901-0950,U+0958-0970"
/usr/bin/python3 -m fontTools.varLib.instancer \
  node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2 \
  wght=400:700 -q -o "${TMPDIR:-/tmp}/noto-sans-devanagari-400-700.ttf"
/usr/bin/python3 -m fontTools.subset "${TMPDIR:-/tmp}/noto-sans-devanagari-400-700.ttf" \
  --unicodes="$HINDI,U+200C-200D,U+25CC" --layout-features='*' --no-hinting --flavor=woff2 \
  --output-file=src/styles/fonts/noto-sans-devanagari-core.woff2
ls -l src/styles/fonts/noto-sans-devanagari-core.woff2
