#!/usr/bin/env bash
# Finds a Chromium for the browser tests and exports CHROME_PATH. Order: $CHROME_PATH,
# /usr/bin/chromium, else (as root with apt) Debian's chromium package, else a clear failure.
# Playwright cannot download its own browser here, so we always use the system one.
find_chromium() {
  if [ -n "${CHROME_PATH:-}" ]; then
    if [ -x "$CHROME_PATH" ]; then return 0; fi
    echo "CHROME_PATH is set to '$CHROME_PATH' but that is not an executable file." >&2
    return 1
  fi
  if [ -x /usr/bin/chromium ]; then
    CHROME_PATH=/usr/bin/chromium
    return 0
  fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Chromium not found: installing Debian's chromium package (one-time)..." >&2
    if DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2 &&
      [ -x /usr/bin/chromium ]; then
      CHROME_PATH=/usr/bin/chromium
      return 0
    fi
  fi
  cat >&2 <<'MSG'
No Chromium found for the browser tests.
Install one and try again, for example:
  sudo apt-get install chromium          # Debian/Ubuntu
or point the tests at an existing Chrome/Chromium binary:
  CHROME_PATH=/path/to/chrome npm test
MSG
  return 1
}

find_chromium || exit 1
export CHROME_PATH
