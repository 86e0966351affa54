#!/usr/bin/env node
// `npm run typecheck`. One tsc per project rather than `tsc -b`: the projects share
// tsconfig.base.json but are not composite, and web's server code needs Node types the app must not see.
import { pnpm } from './pnpm.mjs';

export const TYPECHECK_PROJECTS = [
  'packages/core',
  'packages/core/tsconfig.test.json',
  'apps/sandbox',
  'apps/web',
  'apps/web/server',
  // The benches and scripts in TypeScript: tsx runs them without a check, so a moved export broke one unseen.
  'scripts',
];

export const typecheckArgs = (project) => ['exec', 'tsc', '-p', project, '--noEmit'];

if (import.meta.url === `file://${process.argv[1]}`) {
  // All projects, not fail-fast: someone fixing types wants the whole list at once.
  const failed = TYPECHECK_PROJECTS.filter((project) => {
    console.log(`› tsc -p ${project}`);
    return pnpm(typecheckArgs(project)) !== 0;
  });
  if (failed.length > 0) {
    console.error(`✗ type errors in: ${failed.join(', ')}`);
    process.exit(1);
  }
}
