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


# -- every game: the document's tables are the code's (issues 29, 30) --------------------------

_TICKED = re.compile(r"`([^`]+)`")


def section(heading: str) -> list[str]:
    """The lines under ``heading`` (``### Oh Hell's view``) up to the next heading."""
    lines = DOCUMENT.read_text(encoding="utf-8").splitlines()
    start = lines.index(heading) + 1
    end = next((i for i in range(start, len(lines)) if lines[i].startswith("#")), len(lines))
    return lines[start:end]


def first_column(heading: str) -> list[set[str]]:
    """The ticked names in the first cell of each row of the section's table."""
    rows = [line for line in section(heading) if line.startswith("| `")]
    return [set(_TICKED.findall(line.split("|")[1])) for line in rows]


def cells(heading: str) -> dict[str, str]:
    """The section's table: first cell's ticked name → the row's second cell."""
    out = {}
    for line in section(heading):
        if line.startswith("| `"):
            parts = line.split("|")
            out[_TICKED.findall(parts[1])[0]] = parts[2]
    return out


def fields_of(cls, leave_out=()) -> set[str]:
    import dataclasses

    return {f.name for f in dataclasses.fields(cls)} - set(leave_out)


def test_each_games_view_and_row_are_documented_field_by_field():
    from debertz_desktop.net.wire import VIEW_CONTEXT, game_wire

    for key, view, row in (("debertz", "### Debertz's view", None),
                           ("oh_hell", "### Oh Hell's view", "### Oh Hell's row"),
                           ("magistr", "### Master's view", "### Master's row")):
        wire = game_wire(key)
        assert set().union(*first_column(view)) == fields_of(wire.view_type, VIEW_CONTEXT), key
        if row is not None:
            assert set().union(*first_column(row)) == fields_of(wire.row_type), key


def test_each_games_events_are_documented_with_their_fields():
    from debertz_desktop.net.wire import game_wire

    shared = cells("### Shared events")
    tables = {"debertz": {**shared, **cells("### Debertz's events")},
              "oh_hell": {**shared, **cells("### Oh Hell's events")}, "magistr": shared}
    for key, documented in tables.items():
        events = game_wire(key).events
        assert set(documented) == set(events), key
        for name, cls in events.items():
            assert fields_of(cls) <= set(_TICKED.findall(documented[name])), (key, name)


def test_each_games_actions_and_rules_are_the_codes():
    from debertz_desktop.engine.games import GAMES

    for key, heading in (("oh_hell", "### Oh Hell's actions"),
                         ("magistr", "### Master's actions")):
        texts = set().union(*first_column(heading))
        assert len(texts) >= 4
        for text in texts:
            assert str(GAMES[key].parse_action(text)) == text, (key, text)
    for key, heading in (("oh_hell", "### Oh Hell's rules"), ("magistr", "### Master's rules")):
        assert set().union(*first_column(heading)) == fields_of(GAMES[key].rules_type), key
    games = first_column("## Games")
    assert [next(iter(names)) for names in games] == list(GAMES)
    for line in section("## Games"):
        if line.startswith("| `"):
            key, sizes = _TICKED.findall(line.split("|")[1])[0], line.split("|")[3].strip()
            counts = GAMES[key].player_counts
            assert sizes.startswith(f"{counts[0]}–{counts[-1]}"), key


def test_the_table_the_hello_and_the_advert_are_documented():
    from debertz_desktop.engine.debertz.presets import preset
    from debertz_desktop.net.discovery import advert_properties
    from debertz_desktop.net.host_table import HostTable
    from debertz_desktop.net.messages import Hello, TableInfo
    from debertz_desktop.net.seating import SeatKind, SeatPlan, TableConfig

    assert set().union(*first_column("### TableInfo")) == fields_of(TableInfo)
    person = SeatPlan(SeatKind.PERSON)
    table = HostTable(TableConfig("t", preset("classic", players=2), (person, person)))
    assert set().union(*first_column("### Discovery")) == set(advert_properties(table.info()))
    hello = next(line for line in section("## Messages a client sends")
                 if line.startswith("| `hello`"))
    assert fields_of(Hello) <= set(_TICKED.findall(hello.split("|")[2]))


def examples(heading: str) -> list[dict]:
    """The JSON objects of the section's examples (one per paragraph of a ``json`` block)."""
    import json

    lines = DOCUMENT.read_text(encoding="utf-8").splitlines()
    start = lines.index(heading) + 1
    end = next((i for i in range(start, len(lines)) if lines[i].startswith("## ")), len(lines))
    text = "\n".join(lines[start:end])
    blocks = re.findall(r"```json\n(.*?)```", text, re.S)
    return [json.loads(chunk) for block in blocks for chunk in block.split("\n\n") if chunk.strip()]


def test_the_examples_of_oh_hell_and_master_read_as_the_code_reads_them():
    """A client written from the document reads its examples as the reference client does:
    every event, and every view given whole."""
    from debertz_desktop.engine.games import GAMES
    from debertz_desktop.net.wire import game_wire

    for key, heading in (("oh_hell", "## Oh Hell"), ("magistr", "## Master (Magistr)")):
        kind, wire = GAMES[key], game_wire(key)
        found = examples(heading)
        assert {m["type"] for m in found} == {"snapshot", "update"}
        for message in found:
            for event in message.get("events", []):
                wire.event_from_wire(event, "example")
            view = message["view"]
            if "..." not in view:
                players = len(view["hand_sizes"])
                rules = kind.presets[kind.default_preset].rules(players)
                names = tuple(message["names"])
                rows = tuple(wire.row_from_wire(r, "row") for r in message["rows"]
                             if isinstance(r, dict))
                assert wire.view_from_wire(view, "example", rules=rules, names=names,
                                           rows=rows).seat == view["seat"]
