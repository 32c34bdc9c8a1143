#!/usr/bin/env bash
# The container's build steps in one script: the Dockerfile's build stage runs it, and CI
# runs it too, so the steps are proven on machines with no container engine.
#
#   deploy/build.sh DEST    # builds the release binary and lays out DEST as the runtime root
set -euo pipefail
dest=${1:?usage: deploy/build.sh DEST}
cd "$(dirname "$0")/.."

cargo build --release --locked --bin polyroll
install -D -m 0755 target/release/polyroll "$dest/usr/local/bin/polyroll"
install -D -m 0644 bot.env.example "$dest/usr/share/doc/polyroll/bot.env.example"
install -D -m 0644 LICENSE "$dest/usr/share/doc/polyroll/LICENSE"

# What was laid out must start and roll, from an empty folder (as in the image).
bin="$dest/usr/local/bin/polyroll"
"$bin" --version
out=$(cd "$dest" && "$bin" roll --json --faces 3,5,2,6 -- 4d6kh3)
case "$out" in
  *'"totals":[14]'*) echo "deploy/build.sh: $bin rolls" ;;
  *) echo "deploy/build.sh: the built binary did not roll 4d6kh3 as expected: $out" >&2; exit 1 ;;
esac
