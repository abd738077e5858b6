"""Names shown to other players (a player's, an app's, a seat's) and the text a
player sends another (a declined challenge's reason), held to the PRECIS Nickname
profile (RFC 8266, of the PRECIS framework RFC 8264 that RFC 8265 also builds on),
as `precis-i18n` implements it.

The profile refuses control characters (CR, LF, ESC...), the default-ignorable code
points (zero-width spaces and joiners, U+FEFF, the bidi controls U+202A-U+202E,
U+2066-U+2069, U+200E/F and U+061C) and unassigned ones, and text left empty once
spaces are trimmed; it maps every space to U+0020, collapses runs of them, and
normalises to NFKC (full-width letters become ASCII, accents compose). What it
returns is what is stored and shown.

`NicknameCasePreserved`, not the case-mapped profile: a name is shown as its owner
wrote it, and no name is compared with another (names are not unique: the ids are).
The profile has no directionality rule: right-to-left names are fine; what could
reorder the text around them (the bidi controls) is refused, as ignorable."""

from __future__ import annotations

from precis_i18n import get_profile

PROFILE = get_profile("NicknameCasePreserved")
# What the profile's reasons (after DISALLOWED/) mean to a player.
REASONS = {
    "controls": "may not contain control characters (such as a line break, a tab or an escape)",
    "precis_ignorable_properties": "may not contain invisible characters (zero-width spaces, "
    "byte-order marks or text direction controls)",
    "zero_width_joiner": "may not contain invisible characters (a zero-width joiner)",
    "zero_width_nonjoiner": "may not contain invisible characters (a zero-width non-joiner)",
    "empty": "may not be empty or only spaces",
}


class TextRefused(Exception):
    """Text of a request's body the profile refuses. Not a ValueError: msgspec would
    report one from `__post_init__` at the body, not at the field (the edge names it,
    service/http/bodies.py)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field, self.message = field, message


def nickname(text: str, field: str, what: str = "a name", longest: int = 64) -> str:
    """`text` as it is stored and shown; refused (TextRefused naming `field`) if the
    profile refuses it, or if its normal form is longer than `longest` (NFKC may
    lengthen it: U+2026 is three dots)."""
    try:
        shown: str = PROFILE.enforce(text)
    except UnicodeEncodeError as exc:
        reason = exc.reason.removeprefix("DISALLOWED/")
        said = REASONS.get(reason)
        if said is None:
            char = exc.object[exc.start] if exc.start < len(exc.object) else ""
            said = f"may not contain the character U+{ord(char):04X}" if char else "is not allowed"
        raise TextRefused(field, f"{what[0].upper()}{what[1:]} {said}.") from None
    if len(shown) > longest:
        raise TextRefused(field, f"{what[0].upper()}{what[1:]} may be at most {longest} characters once normalised.")
    return shown
