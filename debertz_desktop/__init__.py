"""Debertz Desktop: Debertz (Деберц, Deberts, Klabor, Paired Belote) for the desktop."""

__version__ = "0.1.0"
