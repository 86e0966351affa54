// The one rule for a failed call, which every machine's `failed` state follows: the catalogue's toast,
// then back to the state that keeps the user here when the catalogue says stay, else the way out.
// The machine names the pieces in its own setup(): the guard (outcomeStays, from errors/outcome.ts)
// and the toast action (toastOutcome); a machine that keeps a second outcome names its own.

type Target = string | readonly string[];

/** A second outcome's pieces (the code screen's code request): its guard, its toast, and what only leaving does. */
export interface FailedToPieces<Guard extends string, Toast extends string, OnLeave extends string> {
  guard: Guard;
  toast: Toast;
  onLeave: OnLeave;
}

type AnyPieces = FailedToPieces<string, string, string> | undefined;

type Branches<Stay, Leave, Guard, Toast, LeaveActions> = readonly [
  { readonly guard: Guard; readonly target: Stay; readonly actions: Toast },
  { readonly target: Leave; readonly actions: LeaveActions },
];

/** The branches' literal types: the catalogue's own pieces, or the second outcome's (toast, then onLeave). */
type BranchesFor<Stay, Leave, Pieces> =
  Pieces extends FailedToPieces<infer Guard, infer Toast, infer OnLeave>
    ? Branches<Stay, Leave, Guard, Toast, readonly [Toast, OnLeave]>
    : Branches<Stay, Leave, 'outcomeStays', 'toastOutcome', 'toastOutcome'>;

/** The `always` branches of a failed call: stay (with its toast) or leave (with its toast). */
export function failedBranches<
  const Stay extends string,
  const Leave extends Target,
  const Pieces extends AnyPieces = undefined,
>(stay: Stay, leaving: Leave, pieces?: Pieces): BranchesFor<Stay, Leave, Pieces> {
  const branches = pieces
    ? [
        { guard: pieces.guard, target: stay, actions: pieces.toast },
        { target: leaving, actions: [pieces.toast, pieces.onLeave] },
      ]
    : [
        { guard: 'outcomeStays', target: stay, actions: 'toastOutcome' },
        { target: leaving, actions: 'toastOutcome' },
      ];
  return branches as unknown as BranchesFor<Stay, Leave, Pieces>;
}

/** A `failed` state: the catalogue keeps the user at `stay`, or sends them `leaving`. */
export function failedTo<
  const Stay extends string,
  const Leave extends Target,
  const Pieces extends AnyPieces = undefined,
>(stay: Stay, leaving: Leave, pieces?: Pieces): { readonly always: BranchesFor<Stay, Leave, Pieces> } {
  return { always: failedBranches(stay, leaving, pieces) };
}
