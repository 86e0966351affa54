"""Weight-space ensemble of two exported card masks of the same shape (WiSE-FT, Wortsman et al. 2022):
every tensor (1 - t) * BASE + t * TUNED, exported as train.py exports (its probe recomputed). A mask
fine-tuned on new grounds forgets some of the old ones; the blend keeps more of both.
  /usr/bin/python3 scripts/card-mask/blend.py BASE.json TUNED.json T OUT.json"""
import sys
import train


def main():
    if len(sys.argv) != 5:
        print(__doc__)
        sys.exit(2)
    base, tuned, t, out = sys.argv[1], sys.argv[2], float(sys.argv[3]), sys.argv[4]
    model = train.shaped_as(base)
    a, b = train.load_exported(base), train.load_exported(tuned)
    model.load_state_dict({k: (1 - t) * a[k] + t * b[k] for k in a})
    train.export(model, out)


if __name__ == '__main__':
    main()
