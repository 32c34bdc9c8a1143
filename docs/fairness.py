#!/usr/bin/env python3
"""Polyroll's provably fair dice, recomputed: the reference of docs/fairness.md.

    python3 fairness.py SEED REQUEST PLAYER DIE...

SEED is the revealed server seed (64 hex digits), REQUEST the roll's request id
(discord:interaction:ID, telegram:update:ID, telegram:inline:ID), PLAYER the player seed
('' for none), and each DIE one die in draw order: dN (1..N), dF (-1..1), LO..HI, or a
list of faces [1,5,10]. Prints the faces. With no arguments it reads JSON lines
{"seed", "request", "player", "dice": [[LO, HI] or {"faces": [...]}]} and prints the faces
of each as a JSON list (the test suite's way in). Standard library only.
"""
import hashlib
import hmac


def field(text):
    data = text.encode("utf-8")
    return len(data).to_bytes(4, "big") + data


def stream(seed, request, player):
    """The request's bytes: HMAC-SHA256 blocks 0, 1, 2, ... keyed by the server seed."""
    head = field("polyroll/fair/v1") + field(request) + field(player)
    for block in range(2**64):
        yield from hmac.new(seed, head + block.to_bytes(8, "big"), hashlib.sha256).digest()


def index(bytes_, n):
    """A uniform index in 0..n-1: the fewest whole bytes, rejected at or over the limit."""
    k = ((n - 1).bit_length() + 7) // 8
    limit = 256**k - 256**k % n
    while True:
        x = int.from_bytes(bytes(next(bytes_) for _ in range(k)), "big")
        if x < limit:
            return x % n


def faces(seed, request, player, dice):
    """Each die a range(LO, HI + 1) or a list of faces, in the formula's draw order."""
    bytes_ = stream(seed, request, player)
    sizes = [d.stop - d.start if isinstance(d, range) else len(d) for d in dice]
    return [d[index(bytes_, n)] for d, n in zip(dice, sizes)]


def _die(word):
    """dN, dF, LO..HI or [a,b,c] as a range or a list."""
    import json

    if word.startswith("["):
        return json.loads(word)
    if word.lower() == "df":
        return range(-1, 2)
    if word.lower().startswith("d"):
        return range(1, int(word[1:]) + 1)
    lo, hi = word.split("..")
    return range(int(lo), int(hi) + 1)


def _main(args):
    import json
    import sys

    if args:
        seed, request, player, *dice = args
        print(*faces(bytes.fromhex(seed), request, player, [_die(d) for d in dice]))
        return
    for line in sys.stdin:
        roll = json.loads(line)
        dice = [range(d[0], d[1] + 1) if isinstance(d, list) else d["faces"] for d in roll["dice"]]
        seed = bytes.fromhex(roll["seed"])
        print(json.dumps(faces(seed, roll["request"], roll["player"], dice)))


if __name__ == "__main__":
    import sys

    _main(sys.argv[1:])
