// Where to go after the one-time code. Resume sets it (the page the request is at); a fresh start
// leaves it empty so the code screen goes on to the product offer. Kept in memory on purpose:
// sessionStorage holds only the items the spec names (docs/decisions.md).
let target: string | null = null;

export const setNavigationTarget = (path: string | null): void => {
  target = path;
};
export const takeNavigationTarget = (): string | null => {
  const current = target;
  target = null;
  return current;
};
export const peekNavigationTarget = (): string | null => target;
