#!/usr/bin/env bash
# Re-fetch the vendored htmx from the npm registry and check it is the file we reviewed.
# Usage: scripts/fetch_htmx.sh   (run from anywhere; writes static/vendor/htmx-2.0.11.min.js)
set -euo pipefail
VERSION=2.0.11
SHA256=d6fdc75f204e6bdefa99b69bf1e6d4ac69b8a364f77929f45c13476b4000f717
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cd "$work"
npm pack --silent "htmx.org@$VERSION" >/dev/null
tar -xzf "htmx.org-$VERSION.tgz" package/dist/htmx.min.js
echo "$SHA256  package/dist/htmx.min.js" | sha256sum --check --quiet
install -D -m644 package/dist/htmx.min.js "$root/static/vendor/htmx-$VERSION.min.js"
echo "static/vendor/htmx-$VERSION.min.js: htmx $VERSION, sha256 verified"
