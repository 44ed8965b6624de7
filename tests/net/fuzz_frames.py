"""Malformed, truncated, oversized, out-of-order and out-of-turn frames, for fuzzing a host."""

from __future__ import annotations

import json
import random

from debertz_desktop.net.framing import HEADER

_TYPES = ["hello", "join", "rejoin", "act", "say", "ping", "pong", "welcome", "table",
          "update", "snapshot", "bye", "error", "", "HELLO", "act ", None, 5]
_ACTIONS = ["QS", "10H", "10H bella", "pass", "play", "name H", "name X", "declare tertz-KH",
            "ready", "dave", "finish", "redeal four_sevens", "ZZ", "", "QS QS", "1" * 50,
            "bid 0", "bid 3", "bid 99", "bid -1", "2S", "6C", "trump H", "trump X", "trump"]


def _value(rng: random.Random, depth: int = 0):
    kind = rng.randrange(9 if depth < 3 else 6)
    if kind == 0:
        return None
    if kind == 1:
        return rng.choice([True, False])
    if kind == 2:
        return rng.choice([0, -1, 1, 3, 2**31, -2**63, 10**30, rng.randrange(-99, 99)])
    if kind == 3:
        return rng.random() * rng.choice([1, 1e300])
    if kind == 4:
        return rng.choice([*_ACTIONS, "", "\u0000", "é" * 30, "\ud7ff" * 5, "x" * 3000])
    if kind == 5:
        return "".join(chr(rng.randrange(0x20, 0x2FF)) for _ in range(rng.randrange(12)))
    if kind == 6:
        return [_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {rng.choice(["type", "name", "seat", "code", "token", "action", "moment", "text",
                        "protocol", "n", "x"]): _value(rng, depth + 1)
            for _ in range(rng.randrange(5))}


def message_like(rng: random.Random, moment: int) -> dict:
    """A message of a known (or almost known) type with fields right, wrong or missing."""
    kind = rng.choice(_TYPES)
    good = {
        "hello": {"protocol": rng.choice([1, 1, 0, 2, "1"]),
                  "games": rng.choice([["debertz", "oh_hell", "magistr"], ["oh_hell"], [],
                                       "oh_hell", [5], ["x" * 60], ["magistr"] * 40])},
        "join": {"name": rng.choice(["Ann", "", " ", "x" * 30, 5]),
                 "seat": rng.choice([None, 0, 1, 2, 7, -1, "1"]),
                 "code": rng.choice([None, "AAAA", 1])},
        "rejoin": {"token": rng.choice(["0" * 32, "", "zz", 5, "f" * 200])},
        "act": {"action": rng.choice(_ACTIONS), "moment": rng.choice([moment, moment - 1,
                                                                      moment + 1, 0, "0"])},
        "say": {"text": rng.choice(["hi", "", "x" * 400, 3])},
        "ping": {"n": rng.choice([1, "1", None])},
    }.get(kind if isinstance(kind, str) else "", {})
    payload = {"type": kind, **good}
    for _ in range(rng.randrange(3)):
        key = rng.choice([*payload, "extra"])
        if rng.random() < 0.5:
            payload.pop(key, None)
        else:
            payload[key] = _value(rng)
    return payload


def fuzz_frame(rng: random.Random, moment: int, limit: int, *, broken: float = 0.05) -> bytes:
    """One hostile piece of a stream.

    Mostly whole frames whose bodies are wrong in every way; with probability
    ``broken`` a frame that breaks the stream itself (truncated: the length
    promises more than comes, or oversized), after which the host cannot follow
    the connection any more and closes it.
    """
    if rng.random() < broken:
        body = json.dumps(message_like(rng, moment)).encode()
        kind = rng.randrange(3)
        if kind == 0:  # the length promises more than comes
            return HEADER.pack(len(body) + rng.randrange(1, 30)) + body
        if kind == 1:  # the rest never comes
            return HEADER.pack(len(body)) + body[:rng.randrange(len(body) + 1)]
        return HEADER.pack(limit + rng.randrange(1, 1 << 20)) + b"{}"  # over the limit
    kind = rng.randrange(7)
    if kind <= 3:
        body = json.dumps(message_like(rng, moment)).encode()
    elif kind == 4:
        body = json.dumps(_value(rng)).encode()
    elif kind == 5:
        body = bytes(rng.randrange(256) for _ in range(rng.randrange(40)))
    else:
        depth = rng.randrange(20, 200)
        body = b"[" * depth + b"]" * depth
    return HEADER.pack(len(body)) + body
