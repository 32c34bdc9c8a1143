// "Check it yourself" on a roll page: recomputes the roll's faces in the browser from the
// revealed server seed, the request id and the player seed (docs/fairness.md), with
// WebCrypto's HMAC-SHA256, and marks each die as matching or not, once the seed is found
// to be the one whose SHA-256 was published before the period. Nothing the server
// computed is trusted: only the inputs and the faces the log shows, all on the page.
"use strict";

const DOMAIN = "polyroll/fair/v1";
const encoder = new TextEncoder();

function field(text) {
  const bytes = encoder.encode(text);
  const out = new Uint8Array(4 + bytes.length);
  new DataView(out.buffer).setUint32(0, bytes.length);
  out.set(bytes, 4);
  return out;
}

function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function fromHex(hex) {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.substr(2 * i, 2), 16);
  return out;
}

// The request's stream: HMAC-SHA256(seed, head ‖ block number) for blocks 0, 1, 2, …
async function stream(seedHex, request, player) {
  const key = await crypto.subtle.importKey(
    "raw", fromHex(seedHex), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const head = concat([field(DOMAIN), field(request), field(player)]);
  let block = 0n;
  let bytes = new Uint8Array(0);
  let at = 0;
  return async function next() {
    if (at === bytes.length) {
      const number = new Uint8Array(8);
      new DataView(number.buffer).setBigUint64(0, block);
      bytes = new Uint8Array(await crypto.subtle.sign("HMAC", key, concat([head, number])));
      block += 1n;
      at = 0;
    }
    return bytes[at++];
  };
}

// A uniform index in 0..n-1: the fewest whole bytes, rejected at or over the limit.
async function index(next, n) {
  let k = 0;
  while ((n - 1n) >> BigInt(8 * k) > 0n) k++;
  const span = 1n << BigInt(8 * k);
  const limit = span - (span % n);
  for (;;) {
    let x = 0n;
    for (let i = 0; i < k; i++) x = (x << 8n) | BigInt(await next());
    if (x < limit) return x % n;
  }
}

// `d6`, `dF`, `LO..HI` or `[1,5,10]`: the die's faces as a range or a list.
function die(word) {
  if (word.startsWith("[")) return { list: JSON.parse(word) };
  if (word.toLowerCase() === "df") return { lo: -1n, hi: 1n };
  if (word.toLowerCase().startsWith("d")) return { lo: 1n, hi: BigInt(word.slice(1)) };
  const [lo, hi] = word.split("..");
  return { lo: BigInt(lo), hi: BigInt(hi) };
}

async function faces(seed, request, player, dice) {
  const next = await stream(seed, request, player);
  const out = [];
  for (const word of dice) {
    const d = die(word);
    if (d.list) {
      out.push(String(d.list[Number(await index(next, BigInt(d.list.length)))]));
    } else {
      out.push(String(d.lo + (await index(next, d.hi - d.lo + 1n))));
    }
  }
  return out;
}

function say(text, values) {
  return text.replace(/\{(\w+)\}/g, (_, name) => String(values[name]));
}

async function check() {
  const data = JSON.parse(document.getElementById("fair-inputs").textContent);
  const verdict = document.getElementById("verdict");
  if (!(window.crypto && crypto.subtle)) {
    verdict.textContent = data.texts.nocrypto;
    verdict.className = "bad";
    return;
  }
  verdict.textContent = data.texts.running;
  // The seed must be the one committed to before the period, or it proves nothing.
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", fromHex(data.seed)));
  const hash = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
  if (hash !== data.commitment.toLowerCase()) {
    verdict.textContent = data.texts.commitment;
    verdict.className = "bad";
    document.body.dataset.checked = "commitment";
    return;
  }
  const all = await faces(data.seed, data.request, data.player, data.dice);
  // This roll's dice are the request's last ones (a roll set's earlier rolls come first).
  const mine = all.slice(all.length - data.faces.length);
  const rows = document.querySelectorAll("#dice li");
  let wrong = null;
  mine.forEach((face, i) => {
    const logged = data.faces[i];
    const ok = face === logged;
    const row = rows[i];
    if (row) {
      row.classList.add(ok ? "match" : "mismatch");
      row.querySelector(".mark").textContent = ok ? "✓" : "✗ " + face;
      row.dataset.computed = face;
    }
    if (!ok && wrong === null) wrong = { n: i + 1, logged, computed: face };
  });
  if (wrong === null) {
    verdict.textContent = say(data.texts.ok, { count: mine.length });
    verdict.className = "ok";
  } else {
    verdict.textContent = say(data.texts.bad, wrong);
    verdict.className = "bad";
  }
  document.body.dataset.checked = wrong === null ? "match" : "mismatch";
}

document.addEventListener("DOMContentLoaded", () => {
  const button = document.getElementById("run");
  if (!button) return;
  button.addEventListener("click", () => {
    check().catch((e) => {
      const verdict = document.getElementById("verdict");
      verdict.textContent = String(e);
      verdict.className = "bad";
    });
  });
  // `#check` in the address runs it at once (a link that checks, the browser test).
  if (location.hash === "#check") button.click();
});
