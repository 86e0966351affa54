// The home link's branch and officer, kept for /sucursal. Apart from drafts.ts so '/' can store
// it without loading every form's draft schemas (issue 7's first-load budget).
import type { HomeParam } from '../home/home-param.ts';
import { DRAFT_KEYS, removeItem, writeItem } from './storage.ts';

/** The home page keeps its link's branch and officer for /sucursal; a home without one forgets it. */
export const savePreselection = (param: HomeParam | null): void => {
  if (param) writeItem(DRAFT_KEYS.preselection, JSON.stringify(param));
  else removeItem(DRAFT_KEYS.preselection);
};
