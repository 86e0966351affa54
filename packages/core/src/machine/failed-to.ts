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

type Branches<Stay, Leave, Guard, Toast, LeaveActions> = readonly [
  { readonly guard: Guard; readonly target: Stay; readonly actions: Toast },
  { readonly target: Leave; readonly actions: LeaveActions },
];

/** The `always` branches of a failed call: stay (with its toast) or leave (with its toast). */
export function failedBranches<const Stay extends string, const Leave extends Target>(
  stay: Stay,
  leaving: Leave,
): Branches<Stay, Leave, 'outcomeStays', 'toastOutcome', 'toastOutcome'>;
export function failedBranches<
  const Stay extends string,
  const Leave extends Target,
  const Guard extends string,
  const Toast extends string,
  const OnLeave extends string,
>(
  stay: Stay,
  leaving: Leave,
  pieces: FailedToPieces<Guard, Toast, OnLeave>,
): Branches<Stay, Leave, Guard, Toast, readonly [Toast, OnLeave]>;
export function failedBranches(
  stay: string,
  leaving: Target,
  pieces?: FailedToPieces<string, string, string>,
): Branches<string, Target, string, string, string | readonly string[]> {
  if (!pieces)
    return [
      { guard: 'outcomeStays', target: stay, actions: 'toastOutcome' },
      { target: leaving, actions: 'toastOutcome' },
    ];
  return [
    { guard: pieces.guard, target: stay, actions: pieces.toast },
    { target: leaving, actions: [pieces.toast, pieces.onLeave] },
  ];
}

/** A `failed` state: the catalogue keeps the user at `stay`, or sends them `leaving`. */
export function failedTo<const Stay extends string, const Leave extends Target>(
  stay: Stay,
  leaving: Leave,
): { readonly always: Branches<Stay, Leave, 'outcomeStays', 'toastOutcome', 'toastOutcome'> };
export function failedTo<
  const Stay extends string,
  const Leave extends Target,
  const Guard extends string,
  const Toast extends string,
  const OnLeave extends string,
>(
  stay: Stay,
  leaving: Leave,
  pieces: FailedToPieces<Guard, Toast, OnLeave>,
): { readonly always: Branches<Stay, Leave, Guard, Toast, readonly [Toast, OnLeave]> };
export function failedTo(stay: string, leaving: Target, pieces?: FailedToPieces<string, string, string>) {
  return { always: pieces ? failedBranches(stay, leaving, pieces) : failedBranches(stay, leaving) };
}
