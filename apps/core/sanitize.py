"""The HTML sanitiser for rich text (descriptions, partner program, offer).

An nh3 allow-list that matches the editor's features: headings, bold, italic, underline,
strike, code, colour, lists, links, images, code block, quote and divider. Scripts, event
handlers and `javascript:` URLs go; `data:image/*` images stay within the 5 MB limit."""

import base64
import binascii
import functools
import html
import re

import nh3

IMAGE_MAX_BYTES = 5 * 1024 * 1024
_DATA_IMAGE = re.compile(r"^data:(image/[a-z0-9.+-]+);base64,([a-z0-9+/=\s]*)$", re.IGNORECASE)
# SVG can carry script: only raster formats are accepted inline.
_DATA_IMAGE_TYPES = {"image/png", "image/jpeg", "image/jpg", "image/gif", "image/webp", "image/avif", "image/bmp"}

TAGS = {
    "p", "br", "h1", "h2", "h3", "h4", "h5", "h6", "strong", "b", "em", "i", "u", "s", "strike", "del",
    "code", "pre", "blockquote", "hr", "ul", "ol", "li", "a", "img", "span", "mark",
}  # fmt: skip
ATTRIBUTES = {
    "a": {"href", "target", "title"},
    "img": {"src", "alt", "title", "width", "height"},
    "span": {"style"},
    "mark": {"style"},
    "p": {"style"},
    "h1": {"style"},
    "h2": {"style"},
    "h3": {"style"},
    "ol": {"start"},
    "code": {"class"},
    "pre": {"class"},
}


def _data_image_ok(value: str) -> bool:
    match = _DATA_IMAGE.match(value.strip())
    if not match or match.group(1).lower() not in _DATA_IMAGE_TYPES:
        return False
    payload = re.sub(r"\s", "", match.group(2))
    if len(payload) > (IMAGE_MAX_BYTES + 2) // 3 * 4:  # cheap bound before decoding
        return False
    try:
        decoded = base64.b64decode(payload, validate=True)
    except (binascii.Error, ValueError):
        return False
    return 0 < len(decoded) <= IMAGE_MAX_BYTES


def _attribute_filter(tag, attribute, value):
    if tag == "img" and attribute == "src":
        if value.lower().startswith("data:"):
            return value if _data_image_ok(value) else None
        return value if value.lower().startswith(("https://", "http://")) else None
    if tag == "a" and attribute == "href":
        return value if value.strip().lower().startswith(("https://", "http://", "mailto:", "www.")) else None
    if tag == "a" and attribute == "target":
        return "_blank" if value == "_blank" else None
    if attribute == "class":
        return value if re.fullmatch(r"language-[a-z0-9+#-]{1,30}", value) else None
    return value


def rich_text_clean(value: str) -> str:
    """Sanitised HTML of the editor's allow-list (empty string for empty input)."""
    if not value:
        return ""
    cleaned = nh3.clean(
        value,
        tags=TAGS,
        clean_content_tags={"script", "style", "iframe", "object", "embed", "template"},
        attributes=ATTRIBUTES,
        url_schemes={"http", "https", "mailto", "data"},
        link_rel="noopener noreferrer nofollow",
        filter_style_properties={"color", "background-color", "text-align"},
        attribute_filter=_attribute_filter,
        strip_comments=True,
    )
    return cleaned.strip()


# Where one block of text ends and the next begins (a paragraph, a heading, a list item, a
# line break): the plain text has a space there, as the SPA's htmlToText has (its BLOCK_TAGS).
BLOCK_TAGS = {"p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "blockquote", "pre", "div", "tr", "br", "hr"}
_TAG = re.compile(r"<[^>]*>")


def rich_text_plain(value: str) -> str:
    """The visible text of rich text, blocks a space apart, whitespace collapsed and trimmed:
    what the 150-character rule of a description counts, and what cards show. The SPA's
    `htmlToText` (frontend/src/lib/sanitize.ts) is the same rule. The last PLAIN_KEPT texts
    are remembered (a function of the text alone): the descriptions of a search's results and
    of the partner program cards come back again and again (~70 us of nh3 each)."""
    value = value or ""
    return _plain(value) if len(value) <= PLAIN_KEPT_LENGTH else _plain.__wrapped__(value)


# Texts whose plain text is remembered, and the longest one remembered: at most 4,096 texts
# of 10,000 characters with their plain text (descriptions are a few hundred characters).
PLAIN_KEPT = 4096
PLAIN_KEPT_LENGTH = 10_000


@functools.lru_cache(maxsize=PLAIN_KEPT)
def _plain(value: str) -> str:
    # nh3 keeps the block tags only, without attributes, and escapes every < and > of the
    # text: each tag left is a block boundary and becomes a space.
    blocks = nh3.clean(value, tags=BLOCK_TAGS, attributes={}, link_rel=None)
    return re.sub(r"\s+", " ", html.unescape(_TAG.sub(" ", blocks))).strip()
