// Order statistics of a handful of samples, for the looks around a candidate that must not be swayed
// by one odd point (a grout line, a speck of glare).

/** The middle value (the upper one of an even count); the values are left as they were. */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[values.length >> 1] as number;
}

/** How far apart the most alike `keep` of the values lie: a band a word is printed on is even along
 * most of its length though the letters' points stand out. */
export function mostlySpread(values: readonly number[], keep: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i + keep <= sorted.length; i++)
    least = Math.min(least, (sorted[i + keep - 1] as number) - (sorted[i] as number));
  return least;
}
