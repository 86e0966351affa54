"""The card mask's own figures, without the judge: per drawn part and kind of scene, the mean IoU of an
exported model's mask with the card's and how many cards it marks with IoU >= 0.8 (and, of the frames
without a card, how many it marks a cell of). The judge's bars are set on the shipped mask, so a new
mask judged under them mixes two things; this reads the mask alone (decision 119).
  /usr/bin/python3 scripts/card-mask/mask-iou.py WEIGHTS.json PART=DIR [PART=DIR ...]
Each DIR holds the bench's scenes of a part, written with `npx tsx scripts/card-mask/dump-scenes.ts DIR
--per 12 --from 0 --part dev|wide|extra` (the scenes `npm run bench:cards -- --per 12` judges; the
training dumps start at index 12, so none of these was trained on)."""
import sys
import numpy as np
import torch
import data
import train


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        sys.exit(2)
    weights = sys.argv[1]
    torch.set_num_threads(1)
    model = train.shaped_as(weights)
    model.load_state_dict(train.load_exported(weights))
    for arg in sys.argv[2:]:
        part, folder = arg.split('=', 1)
        scenes = data.drawn(folder)
        by_kind = {}
        for (_, iou), (_, _, kind) in zip(train.evaluate(model, scenes), scenes):
            by_kind.setdefault(kind, []).append(iou)
        cards = [f'{kind} IoU {np.mean(v):.3f}, >=0.8 {sum(x >= 0.8 for x in v)}/{len(v)}'
                 for kind, v in by_kind.items() if kind != 'none']
        none = by_kind.get('none', [])
        print(f'{part}: ' + '; '.join(cards) + f'; none with a marked cell {sum(x < 1 for x in none)}/{len(none)}')


if __name__ == '__main__':
    main()
