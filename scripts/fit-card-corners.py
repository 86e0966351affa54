#!/usr/bin/env python3
"""Measure a card's corners on a photo, independently of the document judge (for checking a dataset's
ground truth by hand; not run by the tests). Usage: fit-card-corners.py IMAGE X,Y X,Y X,Y X,Y
The four points are a rough outline (corners in order); each side of the card's bright region
(Otsu threshold, closed, outer contour) is fitted as a line over the middle 60% of that side
(Huber), and the corners printed are the lines' intersections, so rounded corners do not pull them in.
Needs python3-opencv and numpy."""
import sys

import cv2
import numpy as np

image = cv2.imread(sys.argv[1])
rough = np.array([[float(v) for v in p.split(',')] for p in sys.argv[2:6]])
gray = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY)
_, bright = cv2.threshold(gray, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
bright = cv2.morphologyEx(bright, cv2.MORPH_CLOSE, np.ones((15, 15), np.uint8))
contours, _ = cv2.findContours(bright, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_NONE)
centre = tuple(float(v) for v in rough.mean(axis=0))
inside = [c for c in contours if cv2.pointPolygonTest(c, centre, False) > 0]
points = max(inside, key=cv2.contourArea).reshape(-1, 2).astype(np.float32)

lines = []
for k in range(4):
    a, b = rough[k], rough[(k + 1) % 4]
    length = np.linalg.norm(b - a)
    along = (b - a) / length
    normal = np.array([-along[1], along[0]])
    t = (points - a) @ along
    s = (points - a) @ normal
    side = points[(t > 0.2 * length) & (t < 0.8 * length) & (np.abs(s) < 12)]
    vx, vy, x0, y0 = cv2.fitLine(side, cv2.DIST_HUBER, 0, 0.01, 0.01).ravel()
    lines.append((np.array([x0, y0]), np.array([vx, vy])))
    print(f'side {k}: {len(side)} points', file=sys.stderr)


def meet(first, second):
    (p1, d1), (p2, d2) = first, second
    t = np.linalg.solve(np.array([d1, -d2]).T, p2 - p1)
    return p1 + t[0] * d1


print([[round(float(v)) for v in meet(lines[(k + 3) % 4], lines[k])] for k in range(4)])
