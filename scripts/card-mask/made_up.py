"""Made-up training frames for the card-mask model: cards of random faces (grounds, bands, two tones,
frames, photos, print, guilloche, holograms, metal) on random tables (plain, grain, stripes, checks,
print, clutter, uneven light), and frames with no card but things a mask must not mark: sheets of
paper, envelopes, books, phones, receipts. The drawn and real development frames teach the designs
and tables we have; these teach that a card is any small rectangle of its ratio standing off its
table, and that a larger or longer one is not. Nothing here is drawn from the held-out part.
Not in the shipped model: trained with `--made-up 0.5` (150 epochs), the mask scored drawn validation
IoU >= 0.8 on 137/164 cards (shipped: 143) and real development 39/43, but the judge lost ground:
wider development close 328 -> 320/372, real development close 37 -> 35/39 (issue 23, session 23)."""
import cv2
import numpy as np

LONG = 256
RATIO = 1.5858


def colour(rng, light=None):
    if light is None:
        light = rng.random() < 0.6
    base = rng.uniform(150, 250) if light else rng.uniform(20, 140)
    return np.clip(base + rng.normal(0, 35, 3), 0, 255)


def noise(rng, h, w, scale):
    """Smooth noise of about `scale` px, -1..1."""
    sh, sw = max(2, h // scale), max(2, w // scale)
    return cv2.resize(rng.uniform(-1, 1, (sh, sw)).astype(np.float32), (w, h), interpolation=cv2.INTER_CUBIC)


def table(rng, h, w):
    kind = rng.choice(['plain', 'grain', 'stripes', 'checks', 'print', 'clutter'])
    c = colour(rng, rng.random() < 0.5)
    img = np.ones((h, w, 3), np.float32) * c
    if kind == 'grain':
        y = np.arange(h)[:, None] + 6 * noise(rng, h, w, 40)
        img += (12 * np.sin(y * rng.uniform(0.3, 1.2)) + 10 * noise(rng, h, w, 8))[..., None]
    elif kind in ('stripes', 'checks'):
        p = rng.uniform(6, 30)
        a = rng.uniform(0, np.pi)
        yy, xx = np.mgrid[0:h, 0:w]
        s = (np.floor((xx * np.cos(a) + yy * np.sin(a)) / p) % 2)
        if kind == 'checks':
            s = (s + np.floor((-xx * np.sin(a) + yy * np.cos(a)) / p) % 2) % 2
        img = img * (1 - s[..., None]) + colour(rng) * s[..., None]
    elif kind == 'print':
        print_lines(rng, img, 0, 0, w, h, rng.uniform(2, 5))
    elif kind == 'clutter':
        for _ in range(rng.integers(3, 12)):
            pts = rng.uniform(0, 1, (rng.integers(3, 6), 2)) * [w, h]
            cv2.fillConvexPoly(img, cv2.convexHull(pts.astype(np.int32)), colour(rng).tolist())
    img += rng.normal(0, rng.uniform(1, 6), img.shape)
    return light(rng, img)


def light(rng, img):
    h, w = img.shape[:2]
    if rng.random() < 0.5:
        yy, xx = np.mgrid[0:h, 0:w]
        cx, cy = rng.uniform(0, w), rng.uniform(0, h)
        fall = 1 - rng.uniform(0.2, 0.6) * np.hypot(xx - cx, yy - cy) / np.hypot(w, h)
        img = img * fall[..., None]
    img = img * rng.uniform(0.8, 1.2, 3)  # warm or cool light
    return img


def print_lines(rng, img, x0, y0, x1, y1, size, ink=None):
    ink = colour(rng, False) if ink is None else ink
    y = y0 + size
    while y < y1 - size:
        x = x0 + rng.uniform(0, 3 * size)
        end = x1 - rng.uniform(0, (x1 - x0) * 0.4)
        while x < end:
            word = rng.uniform(2, 8) * size
            cv2.rectangle(img, (int(x), int(y)), (int(min(x + word, end)), int(y + size * 0.7)), ink.tolist(), -1)
            x += word + size
        y += size * rng.uniform(1.5, 2.5)


def card_face(rng, ch, cw):
    """A card's face (ch × cw) and whether it is light, drawn at 4× for smooth print."""
    c = colour(rng)
    face = np.ones((ch, cw, 3), np.float32) * c
    kind = rng.choice(['plain', 'band', 'two', 'frame', 'metal', 'picture'])
    if kind == 'band':
        b = int(ch * rng.uniform(0.12, 0.3))
        face[:b] = colour(rng)
        if rng.random() < 0.4:
            face[ch - b // 2:] = colour(rng)
    elif kind == 'two':
        x = int(cw * rng.uniform(0.3, 0.7))
        face[:, :x] = colour(rng)
    elif kind == 'frame':
        b = int(ch * rng.uniform(0.04, 0.1))
        inner = colour(rng)
        face[b:ch - b, b:cw - b] = inner
    elif kind == 'metal':
        face = face * (1 + 0.08 * noise(rng, ch, cw, 3)[..., None]) + np.linspace(-25, 25, cw)[None, :, None]
    elif kind == 'picture':
        face += 50 * np.stack([noise(rng, ch, cw, rng.integers(20, 80)) for _ in range(3)], 2)
    if rng.random() < 0.5:  # guilloche
        xx = np.arange(cw)
        for k in range(rng.integers(4, 12)):
            yy = (ch * (0.2 + 0.6 * rng.random()) + ch * 0.1 * np.sin(xx * rng.uniform(0.01, 0.05) + k)).astype(np.int32)
            cv2.polylines(face, [np.stack([xx, yy], 1)], False, colour(rng).tolist(), 1)
    if rng.random() < 0.8:  # photo
        pw, ph = int(cw * rng.uniform(0.2, 0.3)), int(ch * rng.uniform(0.45, 0.65))
        px = int(cw * 0.05) if rng.random() < 0.7 else cw - pw - int(cw * 0.05)
        py = int(ch * rng.uniform(0.2, 0.3))
        face[py:py + ph, px:px + pw] = colour(rng)
        cv2.ellipse(face, (px + pw // 2, py + ph // 2), (pw // 3, ph // 3), 0, 0, 360, colour(rng).tolist(), -1)
        tx0 = px + pw + int(cw * 0.04) if px < cw / 2 else int(cw * 0.05)
        tx1 = cw - int(cw * 0.05) if px < cw / 2 else px - int(cw * 0.04)
    else:
        tx0, tx1 = int(cw * 0.05), int(cw * 0.95)
    print_lines(rng, face, tx0, ch * 0.25, tx1, ch * 0.9, ch * rng.uniform(0.03, 0.05))
    if rng.random() < 0.3:  # chip
        x, y = int(cw * 0.1), int(ch * 0.35)
        cv2.rectangle(face, (x, y), (x + cw // 8, y + ch // 7), (60, 170, 210), -1)
    if rng.random() < 0.3:  # hologram
        x, y, r = int(cw * rng.uniform(0.6, 0.85)), int(ch * rng.uniform(0.5, 0.8)), int(ch * 0.12)
        for k in range(6):
            cv2.circle(face, (x, y), r - k * r // 7, cv2.cvtColor(np.uint8([[[k * 30, 200, 255]]]), cv2.COLOR_HSV2BGR)[0, 0].tolist(), 2)
    return np.clip(face, 0, 255)


def place(rng, thing, img, long, aspect, cx, cy, ang, alpha=None):
    """Warps `thing` onto img as a quad of the given long side and aspect; returns (img, quad)."""
    h, w = img.shape[:2]
    th, tw = thing.shape[:2]
    hw, hh = long / 2, long / aspect / 2
    pts = np.array([[-hw, -hh], [hw, -hh], [hw, hh], [-hw, hh]], np.float32)
    pts *= (1 + rng.uniform(-0.1, 0.1, pts.shape)).astype(np.float32)
    rot = np.array([[np.cos(ang), -np.sin(ang)], [np.sin(ang), np.cos(ang)]], np.float32)
    quad = pts @ rot.T + np.array([cx, cy], np.float32)
    src = np.array([[0, 0], [tw, 0], [tw, th], [0, th]], np.float32)
    m = cv2.getPerspectiveTransform(src, quad)
    warped = cv2.warpPerspective(thing.astype(np.float32), m, (w, h))
    a = np.ones((th, tw), np.float32) if alpha is None else alpha
    mask = cv2.GaussianBlur(cv2.warpPerspective(a, m, (w, h)), (3, 3), 0)[..., None]
    if rng.random() < 0.5:  # a shadow beside it
        d = rng.uniform(1, 4, 2)
        sh = cv2.warpAffine(mask[..., 0], np.float32([[1, 0, d[0]], [0, 1, d[1]]]), (w, h))
        img = img * (1 - 0.35 * cv2.GaussianBlur(sh, (0, 0), 2)[..., None])
    return img * (1 - mask) + warped * mask, quad


def rounded(ch, cw, r):
    a = np.zeros((ch, cw), np.float32)
    cv2.rectangle(a, (r, 0), (cw - r, ch), 1, -1)
    cv2.rectangle(a, (0, r), (cw, ch - r), 1, -1)
    for x, y in [(r, r), (cw - r, r), (cw - r, ch - r), (r, ch - r)]:
        cv2.circle(a, (x, y), r, 1, -1)
    return a


def frame_size(rng):
    return (LONG * 9 // 16, LONG) if rng.random() < 0.5 else (LONG, LONG * 9 // 16)


def sheet(rng):
    """A paper-like thing: (image, aspect). Sheets, envelopes, books, phones and receipts."""
    kind = rng.choice(['a4', 'a4', 'envelope', 'book', 'phone', 'receipt'])
    aspect = {'a4': 1.414, 'envelope': rng.uniform(1.9, 2.3), 'book': rng.uniform(1.3, 1.5),
              'phone': rng.uniform(1.9, 2.2), 'receipt': rng.uniform(2.8, 4)}[kind]
    sw = 400
    sh = int(sw / aspect)
    if kind == 'phone':
        s = np.ones((sh, sw, 3), np.float32) * rng.uniform(10, 40)
        s[sh // 12:-sh // 12, sw // 20:-sw // 20] = colour(rng) if rng.random() < 0.5 else 15
    else:
        paper = rng.uniform(200, 255) + rng.normal(0, 8, 3)
        s = np.ones((sh, sw, 3), np.float32) * (paper if kind != 'book' else colour(rng))
        print_lines(rng, s, sw * 0.08, sh * 0.08, sw * 0.92, sh * 0.92, rng.uniform(3, 7))
    return s, aspect


def sample(rng):
    """A made-up frame (BGR uint8, long side LONG) and the card's quad, or None without a card."""
    h, w = frame_size(rng)
    img = table(rng, h, w)
    has_card = rng.random() < 0.75
    if not has_card or rng.random() < 0.3:
        # A sheet under the card or alone; its long side may be larger than the frame.
        s, aspect = sheet(rng)
        long = rng.uniform(0.5, 1.3) * max(h, w)
        img, _ = place(rng, s, img, long, aspect, rng.uniform(0.3, 0.7) * w, rng.uniform(0.3, 0.7) * h,
                       rng.uniform(-np.pi, np.pi))
    quad = None
    if has_card:
        cw = 400
        ch = int(cw / RATIO)
        face = card_face(rng, ch, cw)
        share = rng.uniform(0.3, 0.95)
        long = share * (w if w > h else h)
        ang = rng.uniform(-0.35, 0.35) + (np.pi / 2 if h > w else 0)
        if rng.random() < 0.2:
            ang = rng.uniform(-np.pi, np.pi)
        img, quad = place(rng, face, img, long, RATIO, rng.uniform(0.35, 0.65) * w, rng.uniform(0.35, 0.65) * h,
                          ang, rounded(ch, cw, int(ch * 0.06)))
        if rng.random() < 0.2:  # glare
            yy, xx = np.mgrid[0:h, 0:w]
            gx, gy = quad.mean(0) + rng.normal(0, 15, 2)
            g = np.exp(-((xx - gx) ** 2 + (yy - gy) ** 2) / (2 * rng.uniform(8, 25) ** 2))
            img = img + 120 * g[..., None]
    return np.clip(img, 0, 255).astype(np.uint8), quad
