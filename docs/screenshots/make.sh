#!/usr/bin/env bash
# Screenshots of the bot's pages on a phone-sized (390×844) and a desktop (1280×800)
# window, taken with headless Chromium (.ci/browser-deps installs it) from a demo bot.
#
#   docs/screenshots/make.sh                    the roll page: roll-phone.png, roll-desktop.png
#   docs/screenshots/make.sh NAME PATH [LINES]  PATH on the demo bot: NAME-phone.png, NAME-desktop.png
#   docs/screenshots/make.sh log '{first:/l/}' docs/screenshots/session.txt
#                                               the session log of a game: log-phone.png, log-desktop.png
#
# The demo bot is target/release/polyroll (POLYROLL_BIN to use another) with a fresh SQLite
# file and fair periods of one second, so its seeds are out by the time the pictures are
# taken. First each line `USER: TEXT` of the file LINES (default: a few rolls, below) is
# typed into its console by USER, an admin of the chat `table`. In PATH, `{roll}` is the id
# of the last roll the console showed and `{first:PREFIX}` the first address in its answers
# whose path starts with PREFIX (e.g. `{first:/log/}` for a link a command gave). A roll
# page is opened with `#check`, so the pictures show the dice checked.
set -euo pipefail
cd "$(dirname "$0")/../.."

name=${1:-roll}
path=${2:-'/r/{roll}#check'}
lines=${3:-}
bin=${POLYROLL_BIN:-target/release/polyroll}
chromium=${CHROMIUM:-/usr/bin/chromium}
out=docs/screenshots
[ -x "$bin" ] || { echo "make.sh: no $bin (cargo build --release)" >&2; exit 1; }
[ -x "$chromium" ] || { echo "make.sh: no $chromium (.ci/browser-deps)" >&2; exit 1; }

work=$(mktemp -d)
server=
cleanup() {
  exec 3>&- 2>/dev/null || true
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

if [ -z "$lines" ]; then
  lines=$work/lines
  cat >"$lines" <<'ROLLS'
Alice: 4d6kh3 + 2d20 + 1dF # fireball, then a save
ROLLS
fi

export DATABASE_URL="sqlite://$work/demo.db" POLYROLL_FAIR_PERIOD=1s POLYROLL_LOG=warn
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
base="http://127.0.0.1:$port"
export POLYROLL_PUBLIC_URL=$base

# Each line typed by its user, one console each; the answers collected.
while IFS= read -r line || [ -n "$line" ]; do
  [ -n "$line" ] || continue
  user=${line%%:*}
  text=${line#*:}
  printf '%s\n' "${text# }" | "$bin" console --user "$user" --chat table >>"$work/answers"
done <"$lines"

roll=$(grep -o '#[0-9a-z]\{12\}' "$work/answers" | tail -n 1 | tr -d '#' || true)
path=${path//\{roll\}/$roll}
if [[ $path =~ \{first:([^}]*)\} ]]; then
  prefix=${BASH_REMATCH[1]}
  found=$(grep -o "$base$prefix[^ )\"<>]*" "$work/answers" | head -n 1 || true)
  [ -n "$found" ] || { echo "make.sh: no $prefix address in the answers:" >&2; cat "$work/answers" >&2; exit 1; }
  path=${path//"${BASH_REMATCH[0]}"/${found#"$base"}}
fi

# The server: a console that reads nothing until the pictures are taken.
mkfifo "$work/in"
POLYROLL_HTTP_ADDR=127.0.0.1:$port "$bin" console --user viewer --chat table <"$work/in" >/dev/null &
server=$!
exec 3>"$work/in"
for _ in $(seq 100); do
  curl -fs "$base/healthz" >/dev/null && break
  sleep 0.1
done
# The last period's seed comes out a second after it ends.
sleep 3

shoot() { # SIZE FILE
  "$chromium" --headless --disable-gpu --no-sandbox --hide-scrollbars --lang=en-US \
    --user-data-dir="$work/profile" --virtual-time-budget=10000 \
    --window-size="$1" --screenshot="$2" "$base$path" >/dev/null 2>&1
}
shoot 390,844 "$out/$name-phone.png"
shoot 1280,800 "$out/$name-desktop.png"
echo "make.sh: $base$path -> $out/$name-phone.png, $out/$name-desktop.png"
