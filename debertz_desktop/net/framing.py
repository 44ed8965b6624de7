"""Frames on the wire: a 4-byte big-endian length, then that many bytes of UTF-8 JSON.

A stream delivers bytes in arbitrary pieces; :class:`FrameReader` cuts whole
frames out of them and checks each length against the limit *before* it
buffers the body, so a peer cannot make us hold more than one frame's worth.
"""

from __future__ import annotations

import json
import re
import struct
from typing import Any

from .errors import ErrorCode, ProtocolError

HEADER = struct.Struct(">I")
#: Nesting deeper than this is refused before ``json`` could recurse on it.
MAX_DEPTH = 32
#: The whole numbers on the wire lie within ±INT_LIMIT: every JSON reader holds them exactly
#: (I-JSON, RFC 7493; JavaScript's ``Number.MAX_SAFE_INTEGER``).  A frame holding another
#: number is a ``bad_frame``, before any is converted (a 5,000-digit one costs nothing).
INT_LIMIT = 2**53 - 1
OUT_OF_RANGE = f"a number out of range (whole numbers go from -{INT_LIMIT} to {INT_LIMIT})"
_INT_DIGITS = len(str(INT_LIMIT))


def encode_frame(payload: dict[str, Any]) -> bytes:
    """The frame of one JSON object (compact, UTF-8, no NaN)."""
    body = json.dumps(payload, ensure_ascii=False, separators=(",", ":"),
                      allow_nan=False).encode("utf-8")
    return HEADER.pack(len(body)) + body


def _reject_constant(token: str) -> None:
    raise ValueError(f"{token} is not JSON")


def _read_int(text: str) -> int:
    digits = len(text) - text.startswith("-")
    if digits > _INT_DIGITS:
        raise ValueError(OUT_OF_RANGE)
    value = int(text)
    if not -INT_LIMIT <= value <= INT_LIMIT:
        raise ValueError(OUT_OF_RANGE)
    return value


_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"')
_BRACKET = re.compile(rb"[\[\]{}]")


def _depth_ok(body: bytes) -> bool:
    """True unless brackets nest deeper than ``MAX_DEPTH`` (strings ignored)."""
    if body.count(b"[") + body.count(b"{") <= MAX_DEPTH:
        return True
    depth = 0
    for match in _BRACKET.finditer(_STRING.sub(b"", body)):
        if match.group() in (b"[", b"{"):
            depth += 1
            if depth > MAX_DEPTH:
                return False
        else:
            depth -= 1
    return True


def decode_body(body: bytes) -> dict[str, Any]:
    """The JSON object of a frame's body; ``ProtocolError(BAD_FRAME)`` otherwise."""
    if not _depth_ok(body):
        raise ProtocolError(ErrorCode.BAD_FRAME, detail=f"nested deeper than {MAX_DEPTH}")
    try:
        value = json.loads(body.decode("utf-8"), parse_constant=_reject_constant,
                           parse_int=_read_int)
    except UnicodeDecodeError:
        raise ProtocolError(ErrorCode.BAD_FRAME, detail="not UTF-8") from None
    except ValueError as exc:  # JSONDecodeError, a constant, a number out of range
        raise ProtocolError(ErrorCode.BAD_FRAME, detail=str(exc)[:120]) from None
    if not isinstance(value, dict):
        raise ProtocolError(ErrorCode.BAD_FRAME, detail="the frame is not a JSON object")
    return value


class FrameReader:
    """Cuts a byte stream into frame bodies.

    After a length over ``limit`` the stream cannot be followed any more: the
    reader yields a fatal ``FRAME_TOO_LARGE`` error and ignores the rest.
    """

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._buffer = bytearray()
        self._need: int | None = None  # the body length being waited for
        self.broken = False

    @property
    def buffered(self) -> int:
        return len(self._buffer)

    @property
    def partial(self) -> bool:
        """Part of a frame has come and the rest not yet."""
        return bool(self._buffer) or self._need is not None

    def feed(self, data: bytes) -> list[bytes | ProtocolError]:
        """The bodies of the frames that ``data`` completes, in order; an error ends the list."""
        if self.broken:
            return []
        buf = self._buffer
        buf += data
        out: list[bytes | ProtocolError] = []
        pos, end = 0, len(buf)
        while True:
            if self._need is None:
                if end - pos < HEADER.size:
                    break
                (size,) = HEADER.unpack_from(buf, pos)
                if size > self.limit:
                    self.broken = True
                    buf.clear()
                    out.append(ProtocolError(ErrorCode.FRAME_TOO_LARGE, fatal=True, size=size,
                                             limit=self.limit))
                    return out
                pos += HEADER.size
                self._need = size
            if end - pos < self._need:
                break
            out.append(bytes(buf[pos:pos + self._need]))
            pos += self._need
            self._need = None
        del buf[:pos]
        return out
