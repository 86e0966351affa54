"""Trains the card-mask model (issue 23): a small fully convolutional net that marks an ID-1 card's
pixels at a quarter of its input's resolution. Development data only (data.py). Writes the weights
as packages/core/src/capture/document-detector/card-mask-weights.json (float32 → base64), which
card-mask.ts runs.
  /usr/bin/python3 scripts/card-mask/train.py --drawn DIR --midv DIR [--epochs N] [--made-up F] [--out FILE]
      [--cut F] [--init FILE --lr R] [--seed N] [--ring-weight W [--edge-cells]]

--drawn takes several folders, comma-separated: dump-scenes.ts writes the development part's scenes
(--part dev, the default) or the wider development part's (--part wide), never the held-out part's.

--cut makes a share of the views cut the card at the frame's edge (data.cut_window); --init starts from
an exported model, to fine-tune it. Neither is used for the shipped weights. Tried (session 24, against
the shipped model): from scratch with --cut 0.15 and the convolutions padding by reflection, cropped cut
real cards passed 10 -> 7/1092, but wider development close 334 -> 317/372 and two A4 sheets captured;
fine-tuning the shipped model 20 epochs with --cut 0.15 --lr 2e-4 left everything within one scene
(cut crops 11/1092).
Tried (session 25, same figures; the shipped model: wider close 334/372, development close 388/408, real
development close 37/39, no frame without a card captured):
- the shipped settings with --seed 8 and 9, but on drawn scenes written with --per 40 (1,344; the README's
  recipe for the shipped weights, --per 44, writes 1,536): 329 and 331, 384 and 384, real 34 and 37/39, a frame
  without a card captured on the wider part by both. The two seeds differ by up to 2 scenes and 3
  photos; both trail the shipped model. Every retrain listed here and in session 24 used those 1,344
  scenes, so the smaller dump may explain part of their losses: train on --per 44, and compare a
  variant over two or more seeds;
- from scratch on the development and wider development scenes (--drawn DEV,WIDE): 336, 376, an A4
  sheet captured in both parts;
- that model's mask averaged with the shipped one's: 338, 384, a sheet captured on the wider part;
- the shipped model fine-tuned 30 epochs on both folders at --lr 5e-4: 336, 387, cut crops 11/1092.
The last three kept real development close at 37/39. None was kept.
Checked (session 26): the README's recipe (--seed 7, --epochs 150 --steps 100, drawn scenes written with
--per 44 --from 12: 1,536) gives back the shipped weights bit for bit: every tensor and the probe equal.
So the losses above owe something to the smaller dump as well as to the seed.
Tried (session 30, decision 076): --ring-weight 4 (the cells within two cells of the card weigh five
times as much), on the 1,536 development scenes alone (seed 7: wider 331, development 383, an A4 sheet
captured) and with the wider part's (seeds 7 and 8: 345 and 341, 382 and 380). None was kept.
Tried (session 37, decision 090): --ring-weight 4 on the development and wider scenes (--per 44 --from 12),
with --ring-size 5 (seeds 7 and 8) and 9 (seed 7), and with the frames without a card counted four
times (a scratch change). Each captured an A4 sheet on the wider part and lost development close cards
(390 -> 385, 381, 386, 378/408), whatever the judge's likeness bars. None was kept.
Tried (session 38, decision 091): --ring-weight 4 --made-up 0.25 on both (seeds 7 and 8): the same A4
sheet captured; seed 7 kept development close at 390/408 and won wider close (347/372) but sent seven more
cut cards nearer and let more real crops pass (11/1092), seed 8 fell to 385/408. Neither was kept.
Tried (session 42, decision 097): the shipped weights fine-tuned (--init, --lr 5e-4, 30 epochs) on the
development, wider and further development scenes (--part extra), with and without --ring-weight 4:
further close 338 -> 361/396 both; without the ring weight an A4 sheet captured; with it the drawn
development parts held (390 -> 391, 351 -> 351) but real development crops passed 5 -> 9/1092 and
more cut cards were sent nearer; with --cut 0.15 as well, real crops passed 7/1092. None was kept.
Tried (session 43, decision 098): as 097 with --ring-weight 4, the card's own cells along its outline
weighed as the ring (a scratch change): further close 366/396, real crops passed 7/1092, but three
development cut cards sent nearer and the wider A4 sheet captured; with --cut 0.15, --made-up 0.25, or
the target mixed with the shipped mask's output, the same cut cards were sent nearer. None was kept.
Tried (session 75, decision 119), read by mask-iou.py on the bench's scenes rather than through the judge:
colour channels shuffled in half the views (a scratch change), --drawn DEV,WIDE, and --arch
12,24,36,48/36,24/3 (alone and with DEV,WIDE). None marks the further part's cards (drawing none of them saw)
better than the shipped model; see the decision for the figures.
Tried (session 76, decision 121): --arch 12,24,36,48/36,24/3 from scratch on all three parts' dumps
(--drawn DEV,WIDE,EXTRA, each --per 44 --from 12), judged with the judge's bars unchanged: close 393/408,
356/372, 371/396 and far 104/108 (shipped 392, 354, 367, 99), but the wider part's A4 sheet and a real
document photo (jscanify test3.jpg) captured, wider cut cards passed 2 -> 3/48, real crops 3 -> 4/1092.
Not kept.
Tried (session 94, decision 142): from scratch on every development dump (DEV,WIDE44a,WIDE44b,EXTRA,MIXED
and decision 141's two-tone folders, 6,700 frames) with --ring-weight 4 --made-up 0.25: mixed close 302-303/336
and far 27-28/36 (shipped 292, 19), but development far 32-34/36; the shipped arch (150 epochs, with and without
the development frames twice) captures a phone on a checked cloth, --arch 12,24,36,48/36,24/3 the wider A4 sheet.
Not kept.
Tried (session 95, decision 143): the same with 540 more frames of a phone, an A4 sheet and a notebook
(dump-scenes.ts --condition), from scratch (150 epochs) and B fine-tuned (40 epochs): the phone or a notebook
on a checked cloth still captured (the judge's middle rule now refuses both), development far 33-34/36, and
B fine-tuned asks cut cards nearer in the end-to-end judge specs. Not kept.
--report-held prints the held-out photos' IoU; leave it off while choosing a model."""
import argparse, base64, json, os, random, time
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
import data
import made_up

# Channels of the encoder's four stride-2 stages (the last one's also run by the context convs) and
# of the decoder's two stages; the last decoder stage's kernel (1 or 3).
E = [8, 16, 24, 32]
D = [24, 16]
K2 = 3


class CardMask(nn.Module):
    def __init__(self):
        super().__init__()
        self.e = nn.ModuleList()
        c = 3
        for o in E:
            self.e.append(nn.Conv2d(c, o, 3, 2, 1))
            c = o
        self.c1 = nn.Conv2d(E[3], E[3], 3, 1, 2, dilation=2)
        self.c2 = nn.Conv2d(E[3], E[3], 3, 1, 1)
        self.d1 = nn.Conv2d(E[3] + E[2], D[0], 3, 1, 1)
        self.d2 = nn.Conv2d(D[0] + E[1], D[1], K2, 1, K2 // 2)
        self.out = nn.Conv2d(D[1], 1, 1)

    def forward(self, x):
        skips = []
        for conv in self.e:
            x = F.relu(conv(x))
            skips.append(x)
        x = F.relu(self.c1(x))
        x = F.relu(self.c2(x)) + x
        x = F.interpolate(x, size=skips[2].shape[2:], mode='nearest')
        x = F.relu(self.d1(torch.cat([x, skips[2]], 1)))
        x = F.interpolate(x, size=skips[1].shape[2:], mode='nearest')
        x = F.relu(self.d2(torch.cat([x, skips[1]], 1)))
        return self.out(x)


def batches(items, rng, n, size):
    xs, ys = [], []
    for _ in range(n):
        img, quad = items[rng.randrange(len(items))](rng)
        x, y = data.view(img, quad, np.random.default_rng(rng.randrange(1 << 30)), size)
        xs.append(x.transpose(2, 0, 1))
        ys.append(y[None])
    return torch.tensor(np.stack(xs)), torch.tensor(np.stack(ys))


def iou(pred, target):
    p = pred > 0.5
    t = target > 0.5
    u = (p | t).sum()
    return 1.0 if u == 0 else float((p & t).sum() / u)


def evaluate(model, photos, size=(128, 72)):
    model.eval()
    out = []
    with torch.no_grad():
        for img, quad, name in photos:
            x, y = data.view(img, quad, np.random.default_rng(0), (size[0], size[1]), jitter=False)
            p = torch.sigmoid(model(torch.tensor(x.transpose(2, 0, 1)[None])))[0, 0].numpy()
            out.append((name, iou(p, y)))
    model.train()
    return out


def probe_input(w=128, h=72):
    """A fixed pattern the exported file carries with the model's answer to it, so that card-mask.ts
    can be checked against torch (card-mask.test.ts)."""
    y, x = np.mgrid[0:h, 0:w]
    return np.stack([((x * 7 + y * 13 + c * 29) % 256) / 255.0 for c in range(3)]).astype(np.float32)


def quantise(model):
    """Weights to int8 with one scale per tensor (biases stay float32): the file is a quarter of the
    size, and the model then answers with exactly the weights card-mask.ts will use."""
    packed = {}
    with torch.no_grad():
        for name, t in model.state_dict().items():
            a = t.detach().numpy().astype(np.float32)
            if name.endswith('.weight'):
                scale = float(np.abs(a).max()) / 127 or 1.0
                q = np.clip(np.round(a / scale), -127, 127).astype(np.int8)
                t.copy_(torch.tensor(q.astype(np.float32) * scale))
                packed[name] = {'shape': list(a.shape), 'scale': scale, 'int8': base64.b64encode(q.tobytes()).decode()}
            else:
                packed[name] = {'shape': list(a.shape), 'data': base64.b64encode(a.astype('<f4').tobytes()).decode()}
    return packed


def shaped_as(path):
    """A fresh CardMask of the shape an exported file says (its --arch): CardMask reads the globals."""
    global E, D, K2
    meta = json.load(open(path))
    E, D, K2 = meta['encoder'], meta['decoder'], meta['k2']
    return CardMask()


def load_exported(path):
    """The state dict of an exported file (int8 weights times their scale, float32 biases)."""
    state = {}
    for name, t in json.load(open(path))['tensors'].items():
        if 'int8' in t:
            a = np.frombuffer(base64.b64decode(t['int8']), np.int8).astype(np.float32) * t['scale']
        else:
            a = np.frombuffer(base64.b64decode(t['data']), '<f4').astype(np.float32)
        state[name] = torch.tensor(a.reshape(t['shape']))
    return state


def export(model, path):
    tensors = quantise(model)
    model.eval()
    with torch.no_grad():
        probe = torch.sigmoid(model(torch.tensor(probe_input()[None])))[0, 0].numpy()
    model.train()
    json.dump({'encoder': E, 'decoder': D, 'k2': K2, 'probe': [round(float(v), 5) for v in probe.ravel()],
               'tensors': tensors}, open(path, 'w'))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--drawn')
    ap.add_argument('--midv')
    ap.add_argument('--epochs', type=int, default=30)
    ap.add_argument('--steps', type=int, default=60)
    ap.add_argument('--val', help='drawn development scenes the bench judges, to compare models by')
    ap.add_argument('--arch', default='8,16,24,32/24,16/3')
    ap.add_argument('--out', default='packages/core/src/capture/document-detector/card-mask-weights.json')
    ap.add_argument('--init', help='start from these exported weights (.json) instead of at random')
    ap.add_argument('--lr', type=float, default=2e-3)
    ap.add_argument('--export', help='only write --out from this saved state (.pt)')
    ap.add_argument('--cut', type=float, default=0, help='share of views whose edge cuts the card (data.view)')
    ap.add_argument('--made-up', type=float, default=0, help='made-up frames (made_up.py) per drawn scene')
    ap.add_argument('--ring-weight', type=float, default=0,
                    help="extra weight of the cells within --ring-size's window of the card (0: the shipped training)")
    ap.add_argument('--ring-size', type=int, default=5,
                    help='width in cells of the window the card is dilated by for --ring-weight (odd; 5: two cells)')
    ap.add_argument('--edge-cells', action='store_true',
                    help="the card's own cells within --ring-size's window of its outline weigh as the ring (decision 106's second mask)")
    ap.add_argument('--threads', type=int, default=2, help='torch threads (1: two trainings side by side)')
    ap.add_argument('--report-held', action='store_true',
                    help='also print the mask IoU on the held-out photos: only after a model is chosen')
    ap.add_argument('--seed', type=int, default=7, help='the shipped weights were trained with 7')
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    global E, D, K2
    data.CUT = args.cut
    e, d, k = args.arch.split('/')
    E, D, K2 = [int(v) for v in e.split(',')], [int(v) for v in d.split(',')], int(k)
    if args.export:
        model = CardMask()
        model.load_state_dict(torch.load(args.export))
        export(model, args.out)
        return
    val = [(img, q, kind) for img, q, kind in data.drawn(args.val)] if args.val else []
    rng = random.Random(args.seed)
    torch.manual_seed(args.seed)
    # Several folders, comma-separated (dump-scenes.ts --part dev, --part wide).
    folders = args.drawn.split(',')
    drawn = [s for folder in folders for s in data.drawn(folder)]
    dev = data.midv(args.midv, data.DEV_TYPES)
    held = data.midv(args.midv, data.HELD_TYPES) if args.report_held else []
    refs = data.references(args.midv, data.DEV_TYPES)
    backgrounds = [img for img, quad, kind in drawn if kind == 'none']
    print(f'drawn {len(drawn)}, midv dev {len(dev)}, refs {len(refs)}, backgrounds {len(backgrounds)}')
    items = []
    items += [lambda r, s=s: (s[0], s[1]) for s in drawn]
    # Real photos are few: each counts four times per drawn folder, so that more folders do not crowd
    # them out (with one folder, four times, however many scenes it holds, as the shipped weights had).
    items += [lambda r, s=s: (s[0], s[1]) for s in dev] * (4 * len(folders))
    comp = lambda r: data.composite(r.choice(refs), r.choice(backgrounds), np.random.default_rng(r.randrange(1 << 30)))
    items += [comp] * (len(drawn) // 3)
    made = lambda r: made_up.sample(np.random.default_rng(r.randrange(1 << 30)))
    items += [made] * int(len(drawn) * args.made_up)
    model = CardMask()
    print('parameters', sum(p.numel() for p in model.parameters()))
    if args.init:
        model.load_state_dict(load_exported(args.init))
    opt = torch.optim.Adam(model.parameters(), args.lr)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, args.epochs * args.steps)
    for epoch in range(args.epochs):
        t0 = time.time()
        total = 0
        for _ in range(args.steps):
            size = rng.choice([(128, 72), (128, 80), (128, 96)])
            x, y = batches(items, rng, 32, size)
            logits = model(x)
            p = torch.sigmoid(logits)
            dice = 1 - (2 * (p * y).sum((1, 2, 3)) + 1) / (p.sum((1, 2, 3)) + y.sum((1, 2, 3)) + 1)
            # Cells just outside the card may weigh more (--ring-weight): a mask spilling onto a pale
            # table beside the card makes the judge read its ring as more card (mask-agreement.ts).
            weight = None
            if args.ring_weight:
                weight = 1 + args.ring_weight * (F.max_pool2d(y, args.ring_size, 1, args.ring_size // 2) - y).clamp(min=0)
            # The card's own cells along its outline too (--edge-cells): weighing the ring alone teaches
            # the net to hedge on card cells beside a hand or the frame's edge (decision 098).
            if weight is not None and args.edge_cells:
                eroded = -F.max_pool2d(-y, args.ring_size, 1, args.ring_size // 2)
                weight = weight + args.ring_weight * (y - eroded).clamp(min=0)
            loss = F.binary_cross_entropy_with_logits(logits, y, weight=weight) + 0.5 * dice.mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += loss.item()
        d = evaluate(model, dev)
        print(f'epoch {epoch} loss {total / args.steps:.3f} dev IoU mean {np.mean([v for _, v in d]):.3f} '
              f'≥0.8: {sum(v >= 0.8 for _, v in d)}/{len(d)}  {time.time() - t0:.0f}s', flush=True)
    export(model, args.out)
    torch.save(model.state_dict(), args.out + '.pt')
    if val:
        v = evaluate(model, val)
        cards = [x for (_, x), (_, q, _) in zip(v, val) if q is not None]
        print(f'drawn val IoU mean {np.mean(cards):.3f} ≥0.8: {sum(x >= 0.8 for x in cards)}/{len(cards)}; '
              f'no-card frames with a marked cell: {sum(x < 1 for (_, x), (_, q, _) in zip(v, val) if q is None)}')
    if not args.report_held:
        return
    h = evaluate(model, held)
    print(f'held-out IoU mean {np.mean([v for _, v in h]):.3f} ≥0.8: {sum(v >= 0.8 for _, v in h)}/{len(h)}')


if __name__ == '__main__':
    main()
