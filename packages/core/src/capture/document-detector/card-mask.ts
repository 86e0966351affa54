// The card-mask model (issue 23): a small fully convolutional net, trained offline on development
// data only (scripts/card-mask/train.py), that marks an ID-1 card's pixels in a frame. The judge's
// borders give the corners; the mask says whether the shape they close is a card at all, which
// edges alone decide badly on clutter, tablecloths and sheets of paper. Plain loops over
// Float32Arrays: ~50k weights and a 128-pixel-wide input need no runtime, no WebAssembly and no
// change to the Content-Security-Policy.
import type { Frame } from '../detector-port';

/**
 * The trained model as train.py writes it: each weight tensor int8 with one scale (`int8`, base64),
 * each bias float32 little-endian (`data`, base64); `probe` is torch's answer to a fixed pattern.
 */
export interface CardMaskWeights {
  encoder: number[];
  decoder: number[];
  probe: number[];
  tensors: Record<string, { shape: number[]; data?: string; int8?: string; scale?: number }>;
}

interface Tensor {
  c: number;
  h: number;
  w: number;
  data: Float32Array;
}

interface Conv {
  weight: Float32Array;
  bias: Float32Array;
  out: number;
  in: number;
  k: number;
}

/** The model's input width: frames are averaged down to it (landscape; portrait frames are turned). */
const MASK_INPUT = 128;

/** What the net says of a frame: the card's probability per cell, a quarter of the input's size. */
export interface CardMask {
  width: number;
  height: number;
  /** 0..1 per cell, row by row, in the turned (landscape) frame when `turned`. */
  data: Float32Array;
  /** The frame was portrait and was turned a quarter counter-clockwise. */
  turned: boolean;
  /** Frame pixels per mask cell. */
  scale: number;
  frameWidth: number;
  frameHeight: number;
}

function decode(tensor: CardMaskWeights['tensors'][string]): Float32Array {
  const bytes = Uint8Array.from(atob(tensor.int8 ?? tensor.data ?? ''), (c) => c.charCodeAt(0));
  if (tensor.data !== undefined)
    return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  const scale = tensor.scale ?? 1;
  return Float32Array.from(new Int8Array(bytes.buffer), (v) => v * scale);
}

export function loadCardMask(weights: CardMaskWeights) {
  const conv = (name: string): Conv => {
    const w = weights.tensors[`${name}.weight`];
    const b = weights.tensors[`${name}.bias`];
    if (!w || !b) throw new Error(`card-mask: no ${name}`);
    const [out, inC, k] = w.shape as [number, number, number];
    return { weight: decode(w), bias: decode(b), out, in: inC, k };
  };
  const encoder = weights.encoder.map((_, i) => conv(`e.${i}`));
  const c1 = conv('c1');
  const c2 = conv('c2');
  const d1 = conv('d1');
  const d2 = conv('d2');
  const head = conv('out');

  return function cardMask(frame: Frame): CardMask {
    let input = inputs.get(frame);
    if (!input) {
      input = frameInput(frame);
      inputs.set(frame, input);
    }
    let x = input.tensor;
    const skips: Tensor[] = [];
    for (const layer of encoder) {
      x = convolve(x, layer, 2, 1, 1, true);
      skips.push(x);
    }
    x = convolve(x, c1, 1, 2, 2, true);
    const y = convolve(x, c2, 1, 1, 1, true);
    for (let i = 0; i < y.data.length; i++) y.data[i] = (y.data[i] as number) + (x.data[i] as number);
    x = concat(upsample(y, skips[2] as Tensor), skips[2] as Tensor);
    x = convolve(x, d1, 1, 1, 1, true);
    x = concat(upsample(x, skips[1] as Tensor), skips[1] as Tensor);
    x = convolve(x, d2, 1, (d2.k - 1) / 2, 1, true);
    const logits = convolve(x, head, 1, 0, 1, false);
    const data = logits.data.map((v) => 1 / (1 + Math.exp(-v)));
    return {
      width: logits.w,
      height: logits.h,
      data,
      turned: input.turned,
      scale: input.scale * 4,
      frameWidth: frame.width,
      frameHeight: frame.height,
    };
  };
}

/** Each frame's input, which both masks (card-mask-weights, the edge mask's) read and neither changes:
 * averaging a frame down costs a quarter of a mask's run. */
const inputs = new WeakMap<Frame, ReturnType<typeof frameInput>>();

/** Pixels looked at across and down each input cell: the mean of a 4×4 grid is close enough to the
 * cell's (the model was trained on true means, with blur and noise), at a fraction of the reads. */
const SAMPLES = 4;

/** The frame averaged down to MASK_INPUT wide (turned to landscape first), RGB in 0..1, planar. */
function frameInput(frame: Frame): { tensor: Tensor; turned: boolean; scale: number } {
  const turned = frame.height > frame.width;
  const long = turned ? frame.height : frame.width;
  const short = turned ? frame.width : frame.height;
  const scale = long / MASK_INPUT;
  const w = MASK_INPUT;
  const h = Math.max(8, Math.round(short / scale));
  const data = new Float32Array(3 * w * h);
  const { width, height } = frame;
  const n = Math.max(1, Math.min(SAMPLES, Math.floor(scale)));
  const step = scale / n;
  for (let cy = 0; cy < h; cy++) {
    for (let cx = 0; cx < w; cx++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let j = 0; j < n; j++) {
        const ly = Math.min(short - 1, Math.floor(cy * scale + (j + 0.5) * step));
        for (let i = 0; i < n; i++) {
          const lx = Math.min(long - 1, Math.floor(cx * scale + (i + 0.5) * step));
          // np.rot90 (counter-clockwise): the landscape point (lx, ly) is the frame's (width-1-ly, lx).
          const fx = turned ? width - 1 - ly : lx;
          const fy = turned ? lx : ly;
          const p = (Math.min(height - 1, fy) * width + fx) * 4;
          r += frame.data[p] as number;
          g += frame.data[p + 1] as number;
          b += frame.data[p + 2] as number;
        }
      }
      const cell = cy * w + cx;
      const area = 255 * n * n;
      data[cell] = r / area;
      data[w * h + cell] = g / area;
      data[2 * w * h + cell] = b / area;
    }
  }
  return { tensor: { c: 3, h, w, data }, turned, scale };
}

/** The patches of the layer being run, kept from run to run: a fresh array a layer (up to half a
 * megabyte) cost the page faults of a new allocation each time. Runs are synchronous: none overlap. */
let patches = new Float32Array(0);

/**
 * A convolution as one product per output cell and channel over the input patch laid out in a row
 * (im2col): the layers are small (at most 32×18 cells), and long contiguous inner loops are what a
 * JavaScript engine runs fastest.
 */
function convolve(
  x: Tensor,
  conv: Conv,
  stride: number,
  pad: number,
  dilation: number,
  relu: boolean,
): Tensor {
  const { k, out: oc, weight, bias } = conv;
  const h = Math.floor((x.h + 2 * pad - dilation * (k - 1) - 1) / stride) + 1;
  const w = Math.floor((x.w + 2 * pad - dilation * (k - 1) - 1) / stride) + 1;
  const cells = h * w;
  const depth = x.c * k * k;
  if (patches.length < cells * depth) patches = new Float32Array(cells * depth);
  const col = patches;
  const src = x.data;
  const plane = x.h * x.w;
  for (let oy = 0; oy < h; oy++) {
    for (let ox = 0; ox < w; ox++) {
      let q = (oy * w + ox) * depth;
      for (let c = 0; c < x.c; c++) {
        for (let ky = 0; ky < k; ky++) {
          const iy = oy * stride + ky * dilation - pad;
          const inRow = iy >= 0 && iy < x.h;
          for (let kx = 0; kx < k; kx++, q++) {
            const ix = ox * stride + kx * dilation - pad;
            col[q] = inRow && ix >= 0 && ix < x.w ? (src[c * plane + iy * x.w + ix] as number) : 0;
          }
        }
      }
    }
  }
  const data = new Float32Array(oc * cells);
  // Four output channels and two cells at a time: each weight read serves two cells and each patch
  // value four channels (the loop is bound by its reads). Each sum still adds its terms in the same
  // order, so the mask is the same to the bit.
  let o = 0;
  for (; o + 4 <= oc; o += 4) {
    const w0 = o * depth;
    const w1 = w0 + depth;
    const w2 = w1 + depth;
    const w3 = w2 + depth;
    const b0 = bias[o] as number;
    const b1 = bias[o + 1] as number;
    const b2 = bias[o + 2] as number;
    const b3 = bias[o + 3] as number;
    let cell = 0;
    for (; cell + 2 <= cells; cell += 2) {
      let s0 = b0;
      let s1 = b1;
      let s2 = b2;
      let s3 = b3;
      let t0 = b0;
      let t1 = b1;
      let t2 = b2;
      let t3 = b3;
      for (let i = 0, q = cell * depth, r = q + depth; i < depth; i++, q++, r++) {
        const v = col[q] as number;
        const u = col[r] as number;
        const a0 = weight[w0 + i] as number;
        const a1 = weight[w1 + i] as number;
        const a2 = weight[w2 + i] as number;
        const a3 = weight[w3 + i] as number;
        s0 += a0 * v;
        t0 += a0 * u;
        s1 += a1 * v;
        t1 += a1 * u;
        s2 += a2 * v;
        t2 += a2 * u;
        s3 += a3 * v;
        t3 += a3 * u;
      }
      data[o * cells + cell] = relu && s0 < 0 ? 0 : s0;
      data[(o + 1) * cells + cell] = relu && s1 < 0 ? 0 : s1;
      data[(o + 2) * cells + cell] = relu && s2 < 0 ? 0 : s2;
      data[(o + 3) * cells + cell] = relu && s3 < 0 ? 0 : s3;
      data[o * cells + cell + 1] = relu && t0 < 0 ? 0 : t0;
      data[(o + 1) * cells + cell + 1] = relu && t1 < 0 ? 0 : t1;
      data[(o + 2) * cells + cell + 1] = relu && t2 < 0 ? 0 : t2;
      data[(o + 3) * cells + cell + 1] = relu && t3 < 0 ? 0 : t3;
    }
    for (; cell < cells; cell++) {
      let s0 = b0;
      let s1 = b1;
      let s2 = b2;
      let s3 = b3;
      for (let i = 0, q = cell * depth; i < depth; i++, q++) {
        const v = col[q] as number;
        s0 += (weight[w0 + i] as number) * v;
        s1 += (weight[w1 + i] as number) * v;
        s2 += (weight[w2 + i] as number) * v;
        s3 += (weight[w3 + i] as number) * v;
      }
      data[o * cells + cell] = relu && s0 < 0 ? 0 : s0;
      data[(o + 1) * cells + cell] = relu && s1 < 0 ? 0 : s1;
      data[(o + 2) * cells + cell] = relu && s2 < 0 ? 0 : s2;
      data[(o + 3) * cells + cell] = relu && s3 < 0 ? 0 : s3;
    }
  }
  for (; o < oc; o++) {
    const wBase = o * depth;
    const b = bias[o] as number;
    for (let cell = 0; cell < cells; cell++) {
      let sum = b;
      for (let i = 0, q = cell * depth; i < depth; i++, q++)
        sum += (weight[wBase + i] as number) * (col[q] as number);
      data[o * cells + cell] = relu && sum < 0 ? 0 : sum;
    }
  }
  return { c: oc, h, w, data };
}

/** Nearest-neighbour up to `like`'s size, as torch's interpolate(mode='nearest') does. */
function upsample(x: Tensor, like: Tensor): Tensor {
  const { h, w } = like;
  const data = new Float32Array(x.c * h * w);
  for (let c = 0; c < x.c; c++)
    for (let y = 0; y < h; y++) {
      const sy = Math.min(x.h - 1, Math.floor((y * x.h) / h));
      for (let xx = 0; xx < w; xx++) {
        const sx = Math.min(x.w - 1, Math.floor((xx * x.w) / w));
        data[(c * h + y) * w + xx] = x.data[(c * x.h + sy) * x.w + sx] as number;
      }
    }
  return { c: x.c, h, w, data };
}

function concat(a: Tensor, b: Tensor): Tensor {
  const data = new Float32Array(a.data.length + b.data.length);
  data.set(a.data);
  data.set(b.data, a.data.length);
  return { c: a.c + b.c, h: a.h, w: a.w, data };
}
