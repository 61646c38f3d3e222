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

step "Release (release/: what a production machine installs and starts; tests/integration/release.test.ts runs it)"
node tools/release.mjs --reuse-build

step "Integration tests (production host, the release, SQLite and PostgreSQL, SMTP)"
npx vitest run --project integration

# A check this machine cannot run is said as SKIPPED where it stands and again at the end.
skipped=()
step "The example nginx site in front of the app (deploy/nginx.conf)"
# Debian's nginx, installed here as Chromium is (as root with apt), so that CI runs this check.
if ! command -v nginx >/dev/null && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx not found: installing Debian's nginx package (one-time)..."
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null 2>&1 ||
    { DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx; } ||
    echo "Could not install nginx with apt-get."
fi
if command -v nginx >/dev/null; then
  bash tests/support/test-nginx.sh
else
  echo "SKIPPED: nginx is not installed here and could not be (run as root with apt-get, or apt-get install nginx)"
  skipped+=("the nginx check (deploy/nginx.conf): nginx is not installed")
fi

step "The container image (deploy/Dockerfile), built and run with podman on a Debian base"
# podman, runc and mmdebstrap from Debian's packages, installed here as nginx is (as root with apt),
# so that CI runs this check; elsewhere it is SKIPPED.
container_tools() { command -v podman >/dev/null && command -v mmdebstrap >/dev/null && { command -v runc >/dev/null || command -v crun >/dev/null; }; }
if ! container_tools && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "podman, runc or mmdebstrap not found: installing Debian's packages (one-time)..."
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman runc mmdebstrap >/dev/null 2>&1 ||
    { DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman runc mmdebstrap; } ||
    echo "Could not install podman, runc and mmdebstrap with apt-get."
fi
if [ "${CONTAINER_TEST:-}" = "skip" ]; then
  echo "SKIPPED: CONTAINER_TEST=skip (a container job, such as GitHub's, cannot run podman)"
  skipped+=("the container test (npm run test:container): CONTAINER_TEST=skip")
elif container_tools && [ "$(id -u)" = "0" ]; then
  npx vitest run --project container
else
  echo "SKIPPED: the container test needs root with podman, runc (or crun) and mmdebstrap (apt-get install podman runc mmdebstrap)"
  skipped+=("the container test (npm run test:container): needs root with podman, runc and mmdebstrap")
fi

step "End-to-end tests (Playwright, Chromium, production host)"
npx playwright test

step "Lighthouse: Accessibility, Best Practices and SEO = 100 on every page"
node --import tsx bench/lighthouse-check.mjs

if ((${#skipped[@]})); then
  step "SKIPPED (not run, so neither passed nor failed)"
  printf '  - %s\n' "${skipped[@]}"
fi
