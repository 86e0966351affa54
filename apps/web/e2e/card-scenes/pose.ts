// Where a scene's card lands in the frame, computed with the same 3D transform Chromium applies to it
// (perspective, then rotateZ, rotateX, rotateY about the card's centre), so a scene can be placed to be
// close, far or cut before it is drawn; and the measure that sorts a card into those kinds, shared by
// the drawn scenes and the real photographs (issue 23).
import type { Point } from '@alta/core/capture/detector-port';

const ID1 = 1.5858;

/** The card in the scene: centre, long side in px, angles in degrees, perspective distance in px. */
export interface Pose {
  cx: number;
  cy: number;
  size: number;
  rotate: number;
  tiltX: number;
  tiltY: number;
  perspective: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The card's corners (TL, TR, BR, BL) as Chromium projects them: CSS transform math, column vectors. */
export function projectCorners(pose: Pose): Point[] {
  const w = pose.size;
  const h = w / ID1;
  return [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ].map(([x0, y0]) => {
    // rotateY, then rotateX, then rotateZ, then perspective (the rightmost function applies first).
    const [cy, sy] = [Math.cos(rad(pose.tiltY)), Math.sin(rad(pose.tiltY))];
    let x = (x0 as number) * cy;
    let z = -(x0 as number) * sy;
    let y = y0 as number;
    const [cx, sx] = [Math.cos(rad(pose.tiltX)), Math.sin(rad(pose.tiltX))];
    [y, z] = [y * cx - z * sx, y * sx + z * cx];
    const [cz, sz] = [Math.cos(rad(pose.rotate)), Math.sin(rad(pose.rotate))];
    [x, y] = [x * cz - y * sz, x * sz + y * cz];
    const k = 1 / (1 - z / pose.perspective);
    return { x: pose.cx + x * k, y: pose.cy + y * k };
  });
}

export interface CardMeasure {
  /** A corner lies outside the frame. */
  cut: boolean;
  /** The card's long side (mean of its two long edges) over the frame side it runs along. */
  longShare: number;
}

/**
 * The measure of issue 23: the long side is the mean of the quad's two longer opposite edges, and the
 * frame's matching side is the one those edges run along (width when they are nearer horizontal).
 */
export function measureCard(quad: readonly Point[], width: number, height: number): CardMeasure {
  const [a, b, c, d] = quad as [Point, Point, Point, Point];
  const len = (p: Point, q: Point) => Math.hypot(q.x - p.x, q.y - p.y);
  const across = (len(a, b) + len(d, c)) / 2;
  const down = (len(a, d) + len(b, c)) / 2;
  const [p, q, r, s] = across >= down ? [a, b, d, c] : [a, d, b, c];
  const dx = Math.abs(q.x - p.x + (s.x - r.x));
  const dy = Math.abs(q.y - p.y + (s.y - r.y));
  const matching = dx >= dy ? width : height;
  const cut = quad.some((pt) => pt.x < 0 || pt.y < 0 || pt.x > width || pt.y > height);
  return { cut, longShare: Math.max(across, down) / matching };
}

export type Placement = 'close' | 'far' | 'cut';

export interface PoseRange {
  /** Long side over the matching frame side. */
  share: [number, number];
  rotate: number;
  tiltX: number;
  tiltY: number;
  /** Perspective distance as a multiple of the frame's long side (a phone's camera is about 0.8-1). */
  perspective: number;
  /** Rotations and tilts drawn from [min, max] in magnitude instead of [-max, max]. */
  atLeast?: { rotate?: number; tilt?: number };
  /** A cut card's furthest corner out past the frame's edge, as a share of its long side. */
  over?: [number, number];
}

const bboxOf = (pts: Point[]) => ({
  x0: Math.min(...pts.map((p) => p.x)),
  x1: Math.max(...pts.map((p) => p.x)),
  y0: Math.min(...pts.map((p) => p.y)),
  y1: Math.max(...pts.map((p) => p.y)),
});

/** Scales the pose until its long side is `share` of the matching frame side (perspective is not linear). */
function scaleTo(pose: Pose, share: number, width: number, height: number): Pose {
  const measure = (size: number) => measureCard(projectCorners({ ...pose, size }), width, height).longShare;
  let size = pose.size;
  // Sizes seen on either side of the share: where the steps below swing round it, they bracket it.
  let below = 0;
  let above = Number.POSITIVE_INFINITY;
  for (let k = 0; k < 8; k++) {
    const m = measure(size);
    if (m < share) below = Math.max(below, size);
    else above = Math.min(above, size);
    size = (size * share) / m;
  }
  // A strongly tilted card near the camera makes the steps swing round the share instead of settling
  // (a "close" card drawn at 39%): halve the bracket until the share is met.
  if (Math.abs(measure(size) / share - 1) > 0.01 && below > 0 && above < Number.POSITIVE_INFINITY) {
    for (let k = 0; k < 40 && above - below > 1e-6 * above; k++) {
      const mid = (below + above) / 2;
      if (measure(mid) < share) below = mid;
      else above = mid;
    }
    size = (below + above) / 2;
  }
  return { ...pose, size };
}

/**
 * A pose of the wanted kind: close and far cards wholly in the frame with a 2% margin (the centre
 * moves in first, then the size down to the range's smallest share, then the tilt and rotation); cut cards pushed over an edge until the corner
 * furthest out is `range.over` of the long side past it.
 */
export function placeCard(
  placement: Placement,
  width: number,
  height: number,
  range: PoseRange,
  random: () => number,
): Pose {
  const between = (a: number, b: number) => a + (b - a) * random();
  const signed = (min: number, max: number) => (random() < 0.5 ? -1 : 1) * between(min, max);
  const tiltMin = range.atLeast?.tilt ?? 0;
  let share = between(...range.share);
  // A strong tilt is about one axis mostly, as a card tipped towards or away from the camera.
  const aboutX = random() < 0.5;
  let pose: Pose = {
    cx: width / 2 + between(-0.08, 0.08) * width,
    cy: height / 2 + between(-0.08, 0.08) * height,
    size: 0.5 * Math.min(width, height),
    rotate: signed(range.atLeast?.rotate ?? 0, range.rotate),
    tiltX: tiltMin && !aboutX ? between(-10, 10) : signed(tiltMin, range.tiltX),
    tiltY: tiltMin && aboutX ? between(-10, 10) : signed(tiltMin, range.tiltY),
    perspective: range.perspective * Math.max(width, height),
  };
  pose = scaleTo(pose, share, width, height);
  if (placement === 'cut') return pushOut(pose, width, height, range.over ?? [0.04, 0.3], random);
  const margin = 0.02;
  for (let k = 0; k < 80; k++) {
    const box = bboxOf(projectCorners(pose));
    const room = {
      x: width * (1 - 2 * margin) - (box.x1 - box.x0),
      y: height * (1 - 2 * margin) - (box.y1 - box.y0),
    };
    if (room.x >= 0 && room.y >= 0) {
      // Inside: move the box in where it sticks out.
      const dx = Math.max(0, margin * width - box.x0) - Math.max(0, box.x1 - (1 - margin) * width);
      const dy = Math.max(0, margin * height - box.y0) - Math.max(0, box.y1 - (1 - margin) * height);
      return { ...pose, cx: pose.cx + dx, cy: pose.cy + dy };
    }
    // Too large: the card comes down to the range's smallest share first, then turns and tilts less.
    if (share > range.share[0]) share = Math.max(range.share[0], share * 0.97);
    else pose = { ...pose, rotate: pose.rotate * 0.9, tiltX: pose.tiltX * 0.93, tiltY: pose.tiltY * 0.93 };
    pose = scaleTo(pose, share, width, height);
  }
  return pose;
}

/** Moves a card over one edge or a corner of the frame. */
function pushOut(
  pose: Pose,
  width: number,
  height: number,
  over: [number, number],
  random: () => number,
): Pose {
  const angle = random() * 2 * Math.PI;
  const dir = { x: Math.cos(angle), y: Math.sin(angle) };
  const overshoot = (over[0] + (over[1] - over[0]) * random()) * pose.size;
  // Step along the direction until the furthest corner outside is `overshoot` past the edge.
  let p = pose;
  for (let k = 0; k < 400; k++) {
    const out = Math.max(...projectCorners(p).map((c) => Math.max(-c.x, c.x - width, -c.y, c.y - height)));
    if (out >= overshoot) return p;
    p = { ...p, cx: p.cx + dir.x * 4, cy: p.cy + dir.y * 4 };
  }
  return p;
}
