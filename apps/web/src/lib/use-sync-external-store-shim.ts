// The production build resolves `use-sync-external-store/shim` here (apps/web/vite.config.ts):
// wouter and TanStack's store import the shim for React < 18, and React 19 has the hook built in.
export { useSyncExternalStore } from 'react';
