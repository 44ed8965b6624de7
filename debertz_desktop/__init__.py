"""Debertz Desktop: Debertz (Деберц, Deberts, Klabor, Paired Belote) for the desktop."""

__version__ = "0.1.0"

#: The reverse-DNS id of the desktop entry, the AppStream component, the icon
#: and the MIME package (``packaging/linux/``); Wayland matches windows to the
#: ``.desktop`` file by it.
APP_ID = "io.github.debertz_desktop.Debertz"
