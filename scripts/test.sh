#!/usr/bin/env bash
# Runs every test. Installs what the tests need when it is missing: node modules, and Debian's
# chromium for the browser tests (no test downloads a browser).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ]; then npm ci; fi
if ! command -v chromium >/dev/null 2>&1 && [ -z "${CHROME_PATH:-}" ]; then
  echo "Installing Debian's chromium for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
  $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq chromium >/dev/null
fi
npm run build --silent
# Compiled once, here: the tests' global setup does not compile again. The summary line
# ("N passed, N failed") is said again last: vitest may print a worker's shutdown notice after it.
log=$(mktemp)
set +e
DOCS_TESTS_COMPILED=1 npx vitest run "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
summary=$(grep -aE '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -1 || true)
rm -f "$log"
if [ -n "$summary" ]; then echo "$summary"; fi
exit "$status"
