#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. The browser suites run against
# the production build served by the production host on 127.0.0.1.
set -euo pipefail
cd "$(dirname "$0")/../.."
export ASTRO_TELEMETRY_DISABLED=1

# The project's runtime is Node 24 (node_modules/.bin/node, from `npm run setup`), whatever
# Node the machine has; the tests check what they run on.
echo "Node: $(node --version) ($(command -v node))"
if ! node -e 'process.exit(process.versions.node.startsWith("24.") ? 0 : 1)'; then
  echo "npm test runs on Node 24; this is $(node --version). Run \`npm run setup\` first (it installs Node 24 from the npm registry)." >&2
  exit 1
fi

# shellcheck source=tests/support/chromium.sh
source tests/support/chromium.sh
echo "Chromium: $CHROME_PATH ($("$CHROME_PATH" --version 2>/dev/null || echo 'version unknown'))"

step() { printf '\n==> %s\n' "$1"; }

step "Typecheck (astro check: .astro and TypeScript)"
npx astro check

step "Lint and formatting"
npx eslint . --max-warnings 0
npx prettier --check . --log-level warn

step "Unit tests"
npx vitest run --project unit

step "Production build"
node tools/build.mjs

step "Integration tests (production host, SQLite and PostgreSQL, SMTP)"
npx vitest run --project integration

# A check this machine cannot run is said as SKIPPED where it stands and again at the end.
skipped=()
step "The example nginx site in front of the app (deploy/nginx.conf)"
if command -v nginx >/dev/null; then
  bash tests/support/test-nginx.sh
else
  echo "SKIPPED: nginx is not installed here (apt-get install nginx to run this check)"
  skipped+=("the nginx check (deploy/nginx.conf): nginx is not installed")
fi

step "End-to-end tests (Playwright, Chromium, production host)"
npx playwright test

step "Lighthouse: Accessibility, Best Practices and SEO = 100 on every page"
node --import tsx bench/lighthouse-check.mjs

if ((${#skipped[@]})); then
  step "SKIPPED (not run, so neither passed nor failed)"
  printf '  - %s\n' "${skipped[@]}"
fi
