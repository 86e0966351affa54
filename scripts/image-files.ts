// What the benches over folders of photos share: the photos under a folder, and their tables' groups.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A photo's file name: the benches read JPEG and PNG. */
export const IMAGE = /\.(png|jpe?g)$/i;

/** Every JPEG or PNG under `dir`, folders walked in name order. */
export function imagesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (IMAGE.test(name)) out.push(path);
    }
  };
  walk(dir);
  return out;
}

/** The items by the name `by` gives each, names in order (the benches' tables). */
export function groupsOf<T>(items: readonly T[], by: (o: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const o of items) groups.set(by(o), [...(groups.get(by(o)) ?? []), o]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}
