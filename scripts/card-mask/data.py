"""Training samples for the card-mask model: drawn development scenes, MIDV-500 development photos
and composites of the development types' reference cards on drawn surfaces. Held-out MIDV types and
the drawn held-out part never enter here (bench-real.ts and scenes.ts define the parts)."""
import glob, json, os, random
import cv2
import numpy as np

DEV_TYPES = ['02', '03', '04', '10', '14', '22']
HELD_TYPES = ['26', '31', '33', '40', '43', '44']
LONG = 256
# Share of jittered views whose window's edge cuts the card (train.py --cut): a card the frame cuts must
# be marked right up to the frame's edge, where the judge asks whether it goes on (card-past-edge.ts).
CUT = 0.0


def shrink(img, quad):
    f = max(img.shape[:2]) / LONG
    small = cv2.resize(img, (round(img.shape[1] / f), round(img.shape[0] / f)), interpolation=cv2.INTER_AREA)
    return small, (None if quad is None else np.array(quad, np.float32) / f)


def drawn(folder):
    out = []
    for item in json.load(open(os.path.join(folder, 'index.json'))):
        img = cv2.imread(os.path.join(folder, item['image']))
        quad = None if item.get('quad') is None else np.array(item['quad'], np.float32)
        out.append((img, quad, item['kind']))
    return out


def midv(root, types):
    """(image, quad) of the MIDV excerpt's ID-1 photos of the given types, shrunk to LONG."""
    out = []
    for img_file in sorted(glob.glob(os.path.join(root, '*', '*.png'))):
        name = os.path.basename(img_file)
        t, idx = name[:2], name[3:-4]
        if t not in types or not idx.isdigit() or os.path.basename(os.path.dirname(img_file)) == 'refer':
            continue
        folder = os.path.dirname(img_file)
        gts = [g for g in glob.glob(os.path.join(folder, f'*_{int(idx)}.json'))]
        quad = None
        for g in gts:
            try:
                q = json.load(open(g)).get('quad')
                if q and len(q) == 4:
                    quad = q
            except Exception:
                pass
        if quad is None:
            continue
        img, q = shrink(cv2.imread(img_file), quad)
        out.append((img, q, name))
    return out


def references(root, types):
    return [cv2.imread(os.path.join(root, 'refer', f'{t}.png')) for t in types
            if os.path.exists(os.path.join(root, 'refer', f'{t}.png'))]


def composite(card, background, rng):
    """A reference card warped onto a background at a random pose: (image, quad)."""
    h, w = background.shape[:2]
    ch, cw = card.shape[:2]
    share = rng.uniform(0.25, 1.05)
    long = share * (w if rng.random() < 0.5 else h)
    ang = rng.uniform(-np.pi, np.pi) if rng.random() < 0.3 else rng.uniform(-0.4, 0.4)
    if h > w:
        ang += np.pi / 2
    cx, cy = rng.uniform(0.25, 0.75) * w, rng.uniform(0.25, 0.75) * h
    hw, hh = long / 2, long / 1.5858 / 2
    pts = np.array([[-hw, -hh], [hw, -hh], [hw, hh], [-hw, hh]], np.float32)
    pts *= (1 + rng.uniform(-0.12, 0.12, pts.shape)).astype(np.float32)  # perspective jitter
    rot = np.array([[np.cos(ang), -np.sin(ang)], [np.sin(ang), np.cos(ang)]], np.float32)
    quad = pts @ rot.T + np.array([cx, cy], np.float32)
    src = np.array([[0, 0], [cw, 0], [cw, ch], [0, ch]], np.float32)
    m = cv2.getPerspectiveTransform(src, quad)
    warped = cv2.warpPerspective(card, m, (w, h))
    mask = cv2.warpPerspective(np.ones((ch, cw), np.float32), m, (w, h))
    # Rounded corners and a soft edge, as a printed card has.
    mask = cv2.GaussianBlur(mask, (3, 3), 0)[..., None]
    shade = rng.uniform(0.6, 1.2)
    img = background.astype(np.float32) * (1 - mask) + warped.astype(np.float32) * shade * mask
    return np.clip(img, 0, 255).astype(np.uint8), quad


def rotate90(img, quad, k):
    """Rotates image and quad by k×90° counter-clockwise (np.rot90's sense)."""
    out = img
    q = None if quad is None else quad.copy()
    for _ in range(k % 4):
        h, w = out.shape[:2]
        out = np.ascontiguousarray(np.rot90(out))
        if q is not None:
            q = np.stack([q[:, 1], (w - 1) - q[:, 0]], 1)
    return out, q


def cut_window(quad, w, h, rng):
    """A window (x0, y0, w, h) at the output's aspect whose edge cuts 2-40% off the card on one side."""
    x_lo, y_lo = quad.min(0)
    x_hi, y_hi = quad.max(0)
    depth = rng.uniform(0.02, 0.4)
    side = rng.integers(4)
    aspect = rng.uniform(0.5, 0.78)
    if side in (0, 1):
        edge = x_lo + depth * (x_hi - x_lo) if side == 0 else x_hi - depth * (x_hi - x_lo)
        cw = min(w - edge if side == 0 else edge, rng.uniform(0.6, 1.0) * w)
        chh = min(h, cw * aspect)
        x0 = edge if side == 0 else edge - cw
        y0 = np.clip((y_lo + y_hi) / 2 - chh / 2 + rng.uniform(-0.2, 0.2) * chh, 0, h - chh)
    else:
        edge = y_lo + depth * (y_hi - y_lo) if side == 2 else y_hi - depth * (y_hi - y_lo)
        chh = min(h - edge if side == 2 else edge, rng.uniform(0.6, 1.0) * h)
        cw = min(w, chh / aspect)
        chh = min(chh, cw * 0.78)
        y0 = edge if side == 2 else edge - chh
        x0 = np.clip((x_lo + x_hi) / 2 - cw / 2 + rng.uniform(-0.2, 0.2) * cw, 0, w - cw)
    return max(0, x0), max(0, y0), max(8, cw), max(8, chh)


def view(img, quad, rng, size=(128, 80), jitter=True):
    """A landscape view of the image at `size` (w, h) and the card's mask at a quarter of it."""
    h, w = img.shape[:2]
    if h > w:
        img, quad = rotate90(img, quad, 1 if rng.random() < 0.5 else 3)
    elif jitter and rng.random() < 0.5:
        img, quad = rotate90(img, quad, 2)
    h, w = img.shape[:2]
    if jitter:
        # A crop of 70–100% of the frame at an aspect near the output's: cards come nearer, or get cut.
        s = rng.uniform(0.7, 1.0) if rng.random() < 0.6 else 1.0
        cw = min(w, s * w)
        chh = min(h, cw * rng.uniform(0.5, 0.78))
        x0 = rng.uniform(0, w - cw)
        y0 = rng.uniform(0, h - chh)
        # Only when asked: a draw more would change every later view of the shipped training.
        if CUT and quad is not None and rng.random() < CUT:
            x0, y0, cw, chh = cut_window(quad, w, h, rng)
    else:
        x0, y0, cw, chh = 0, 0, w, h
    x0, y0 = int(x0), int(y0)
    cw, chh = max(8, int(cw)), max(8, int(chh))
    sx, sy = size[0] / cw, size[1] / chh
    # Averaged down, as the worker's frame is (card-mask.ts).
    out = cv2.resize(img[y0:y0 + chh, x0:x0 + cw], size, interpolation=cv2.INTER_AREA)
    target = np.zeros((size[1] // 4, size[0] // 4), np.float32)
    if quad is not None:
        q = (quad - [x0, y0]) * [sx, sy] / 4
        big = np.zeros((size[1], size[0]), np.uint8)
        cv2.fillConvexPoly(big, np.round(q * 4 * 16).astype(np.int32), 255, lineType=cv2.LINE_AA, shift=4)
        target = cv2.resize(big, (size[0] // 4, size[1] // 4), interpolation=cv2.INTER_AREA) / 255.0
    if jitter:
        out = out.astype(np.float32)
        out *= rng.uniform(0.6, 1.3, (1, 1, 3)) * rng.uniform(0.6, 1.3)
        out += rng.uniform(-30, 30)
        if rng.random() < 0.3:
            out = cv2.GaussianBlur(out, (0, 0), rng.uniform(0.3, 1.2))
        if rng.random() < 0.3:
            out += rng.normal(0, rng.uniform(2, 8), out.shape)
        if rng.random() < 0.2:
            g = out.mean(2, keepdims=True)
            out = np.repeat(g, 3, 2)
        out = np.clip(out, 0, 255)
    # OpenCV's BGR to the camera's RGB.
    return out[..., ::-1].astype(np.float32) / 255.0, target.astype(np.float32)
