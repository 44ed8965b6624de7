"""The host's TLS identity: a self-signed certificate made on first run (``cryptography``).

Qt neither makes keys nor certificates; ``cryptography`` does.  The key (ECDSA
P-256) and the certificate stay in the per-user data folder and are reused, so
a client that joined once can recognise the host after a restart by the
certificate's SHA-256 fingerprint (there is no authority to ask on a LAN).
"""

from __future__ import annotations

import datetime
import hashlib
import logging
import os
from dataclasses import dataclass
from pathlib import Path

from ..storage.atomic import write_bytes_atomic

log = logging.getLogger(__name__)

CERTIFICATE_FILE = "lan-certificate.pem"
KEY_FILE = "lan-key.pem"
COMMON_NAME = "Debertz Desktop table"


@dataclass(frozen=True)
class TlsIdentity:
    certificate_pem: bytes
    key_pem: bytes
    #: SHA-256 of the certificate (DER), 64 lower-case hex digits.
    fingerprint: str


def ensure_identity(folder: Path) -> TlsIdentity:
    """The identity kept in ``folder``, made (and written there) when missing or unreadable."""
    cert_path, key_path = folder / CERTIFICATE_FILE, folder / KEY_FILE
    try:
        identity = _load(cert_path.read_bytes(), key_path.read_bytes())
        if identity is not None:
            return identity
    except OSError:
        pass
    identity = make_identity()
    try:
        write_bytes_atomic(key_path, identity.key_pem)
        if os.name == "posix":
            os.chmod(key_path, 0o600)
        write_bytes_atomic(cert_path, identity.certificate_pem)
    except Exception as err:  # a read-only folder: this run still encrypts
        log.warning("the TLS certificate could not be kept in %s: %s", folder, err)
    return identity


def make_identity() -> TlsIdentity:
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, COMMON_NAME)])
    now = datetime.datetime.now(datetime.UTC)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name).issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=3650))
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    key_pem = key.private_bytes(serialization.Encoding.PEM,
                                serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    cert_pem = certificate.public_bytes(serialization.Encoding.PEM)
    der = certificate.public_bytes(serialization.Encoding.DER)
    return TlsIdentity(cert_pem, key_pem, hashlib.sha256(der).hexdigest())


def _load(cert_pem: bytes, key_pem: bytes) -> TlsIdentity | None:
    from cryptography import x509
    from cryptography.hazmat.primitives import serialization

    try:
        certificate = x509.load_pem_x509_certificate(cert_pem)
        serialization.load_pem_private_key(key_pem, password=None)
    except ValueError:
        return None
    if certificate.not_valid_after_utc < datetime.datetime.now(datetime.UTC):
        return None
    der = certificate.public_bytes(serialization.Encoding.DER)
    return TlsIdentity(cert_pem, key_pem, hashlib.sha256(der).hexdigest())
