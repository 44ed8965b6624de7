"""docs/lan-protocol.md says what the code does: its error table, its limits (issue 28).

An outside client is written from the document alone, so its templates are the
code's, word for word, with plain ``{name}`` placeholders any language can fill.
"""

from __future__ import annotations

import hashlib
import re
import string
from pathlib import Path

from debertz_desktop.net.errors import MESSAGES, ErrorCode
from debertz_desktop.net.framing import INT_LIMIT
from debertz_desktop.net.limits import Limits

DOCUMENT = Path(__file__).resolve().parents[2] / "docs" / "lan-protocol.md"
ROW = re.compile(r"^\| `(?P<code>[a-z_]+)` \| (?:error|refused|bye) \|.*\| (?P<template>[^|]+) \|$")


def documented_templates() -> dict[str, str]:
    rows = {}
    for line in DOCUMENT.read_text(encoding="utf-8").splitlines():
        match = ROW.match(line)
        if match:
            rows[match["code"]] = match["template"].strip()
    return rows


def test_every_error_code_is_documented_with_the_codes_own_template():
    rows = documented_templates()
    assert set(rows) == {code.value for code in ErrorCode}
    for code, template in MESSAGES.items():
        if code is ErrorCode.ILLEGAL:  # the engine's own templates
            assert rows[code.value] == "(the engine's)"
        else:
            assert rows[code.value] == template, code


def test_templates_have_plain_placeholders():
    """``{text!r}`` or ``{n:>3}`` mean something to Python's ``format`` only."""
    for code, template in MESSAGES.items():
        for _literal, name, spec, conversion in string.Formatter().parse(template):
            if name is not None:
                assert name.isidentifier() and not spec and conversion is None, code


def test_the_documents_numbers_are_the_codes():
    text = " ".join(DOCUMENT.read_text(encoding="utf-8").split())
    limits = Limits()
    assert f"| handshake | {limits.handshake:g} |" in text
    assert f"| frame | {limits.frame_time:g} |" in text
    assert (f"{limits.rate:g} a second on average, bursts of {limits.burst}") in text
    assert f"{limits.flood_rate:g} frames a second kept up, bursts of 1 000" in text
    assert limits.flood_burst == 1000
    assert f"{limits.connections} at once, {limits.per_peer} from one address; over that, " \
           f"{limits.rejoin_reserve} more" in text
    assert f"a number out of range (whole numbers go from -{INT_LIMIT} to {INT_LIMIT})" in text
    assert "SHA-256 of the *whole certificate* in DER form" in text
    assert "**trusts on first use**" in text and "**may arrive before `welcome`**" in text


def test_the_fingerprint_is_the_sha256_of_the_whole_der_certificate():
    from cryptography import x509
    from cryptography.hazmat.primitives import serialization

    from debertz_desktop.net.tls import make_identity

    identity = make_identity()
    certificate = x509.load_pem_x509_certificate(identity.certificate_pem)
    der = certificate.public_bytes(serialization.Encoding.DER)
    assert identity.fingerprint == hashlib.sha256(der).hexdigest()
    key = certificate.public_key().public_bytes(serialization.Encoding.DER,
                                                serialization.PublicFormat.SubjectPublicKeyInfo)
    assert identity.fingerprint != hashlib.sha256(key).hexdigest()


def test_a_typed_address_is_trusted_on_first_use_and_pinned(qtbot):
    """No fingerprint to begin with: the first certificate is taken, and from then on the
    connection asks for TLS and that certificate (127.0.0.1 only)."""
    import pytest
    from PySide6.QtNetwork import QHostAddress

    from debertz_desktop.engine.debertz.presets import preset
    from debertz_desktop.net.client_seat import JoinIntent
    from debertz_desktop.net.hosting import TableHost
    from debertz_desktop.net.joining import TableConnection
    from debertz_desktop.net.seating import SeatKind, SeatPlan, TableConfig
    from debertz_desktop.net.transport import tls_available

    if not tls_available():
        pytest.skip("Qt has no TLS backend here")
    person = SeatPlan(SeatKind.PERSON)
    host = TableHost.new(TableConfig("Typed", preset("classic", players=2), (person, person)),
                         advertise=False, delay_ms=0)
    host.open(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
    typed = TableConnection("127.0.0.1", host.port, JoinIntent("Ann"), discover=False)
    try:
        assert typed.fingerprint == "" and typed.tls is None
        typed.open()
        qtbot.waitUntil(lambda: typed.seat.seat is not None, timeout=10000)
        assert typed.fingerprint == host.fingerprint and typed.tls is True
        assert typed.addresses.fingerprint == host.fingerprint  # a moved table must show it too
    finally:
        typed.close()
        host.close()
