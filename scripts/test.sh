#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. The browser suites run
# against the production build served on 127.0.0.1.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
export NEXT_IGNORE_INCORRECT_LOCKFILE=1

# shellcheck source=scripts/chromium.sh
source scripts/chromium.sh
echo "Chromium: $CHROME_PATH ($("$CHROME_PATH" --version 2>/dev/null || echo 'version unknown'))"

step() { printf '\n==> %s\n' "$1"; }

step "Typecheck"
npx tsc --noEmit

step "Lint and formatting"
npx eslint . --max-warnings 0
npx prettier --check . --log-level warn

step "Unit tests"
npx vitest run --project unit

step "Production build"
npx next build

step "Integration tests (production server, SQLite and PostgreSQL, SMTP)"
npx vitest run --project integration

step "The example nginx site in front of the app (skipped when nginx is not installed)"
bash scripts/test-nginx.sh

step "End-to-end tests (Playwright, Chromium, production server)"
node scripts/e2e.mjs

step "Lighthouse: Accessibility, Best Practices and SEO = 100 on every page"
node scripts/lighthouse-check.mjs
