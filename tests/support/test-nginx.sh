#!/usr/bin/env bash
# Runs deploy/nginx.conf for real (plain HTTP, loopback) in front of `npm start` and checks
# that pages, the API, static caching and the app's security headers come through.
# Needs Debian's nginx (apt-get install nginx) and a production build.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v nginx >/dev/null || { echo "SKIPPED: nginx is not installed here (apt-get install nginx to run this check)"; exit 0; }

work=$(mktemp -d)
app_port=3411
proxy_port=8411
sed -e "s#127.0.0.1:3000#127.0.0.1:${app_port}#" \
    -e "s#/var/cache/nginx/ignite#${work}/cache#" \
    -e '/^# HTTP to HTTPS redirect/,/^}/d' \
    -e "s#listen 443 ssl;#listen 127.0.0.1:${proxy_port};#" \
    -e '/listen \[::\]:443 ssl;/d' -e '/http2 on;/d' -e '/ssl_certificate/d' \
    deploy/nginx.conf > "$work/site.conf"
cat > "$work/nginx.conf" <<CONF
worker_processes 1;
user $(id -un);
pid $work/nginx.pid;
error_log $work/error.log;
events { worker_connections 256; }
http {
  access_log $work/access.log;
  client_body_temp_path $work/body;
  proxy_temp_path $work/proxy;
  include $work/site.conf;
}
CONF

HOST=127.0.0.1 PORT=$app_port TRUSTED_PROXY_HEADER=x-forwarded-for SQLITE_PATH="$work/site.db" node dist/host/main.mjs > "$work/app.log" 2>&1 &
app_pid=$!
cleanup() { nginx -c "$work/nginx.conf" -s stop 2>/dev/null || true; kill "$app_pid" 2>/dev/null || true; wait "$app_pid" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
[ -n "${KEEP_NGINX:-}" ] && echo "work dir $work"
for _ in $(seq 1 120); do curl -sf "http://127.0.0.1:${app_port}/healthz" >/dev/null && break; sleep 0.5; done
nginx -c "$work/nginx.conf"

base="http://127.0.0.1:${proxy_port}"
fail=0
check() { if eval "$2"; then echo "ok   $1"; else echo "FAIL $1"; fail=1; fi; }
debug() { [ -n "${VERBOSE:-}" ] && printf "%s\n" "$@" || true; }
home_headers=$(curl -s -D - -o /dev/null -H 'Accept-Encoding: br' "$base/")
check "home page 200 through nginx" '[[ "$home_headers" == *"200 OK"* ]]'
check "CSP passes through" '[[ "$home_headers" == *"Content-Security-Policy: default-src"* ]]'
check "brotli from the app" '[[ "$home_headers" == *"Content-Encoding: br"* ]]'
asset=$(curl -s "$base/" | grep -o '/_astro/[^"]*\.js' | head -1)
curl -s -o /dev/null "$base$asset"
asset_headers=$(curl -s -D - -o /dev/null "$base$asset")
debug "asset $asset" "$asset_headers"
check "static asset cached by nginx" '[[ "$asset_headers" == *"X-Cache-Status: HIT"* ]]'
check "static asset immutable" '[[ "$asset_headers" == *"immutable"* ]]'
api=$(curl -s -o /dev/null -w '%{http_code}' -X POST -H 'Content-Type: application/json' -d '{"email":"nginx@example.com"}' "$base/api/newsletter")
check "API through nginx (200, the same for a new and a known address)" '[[ "$api" == "200" ]]'
exit $fail
