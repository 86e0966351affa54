// Types of lan.mjs for the TypeScript that imports it (the e2e specs, lan.test.ts).
import type { NetworkInterfaceInfo } from 'node:os';

export declare const LAN_TEST_HOST: string;
export declare function lanAddress(interfaces?: NodeJS.Dict<NetworkInterfaceInfo[]>): string | null;
export declare function lanHostFromArgs(args: string[], findAddress?: () => string | null): string | null;
export declare function lanSettings(
  host: string,
  options: { webPort: number; sandboxPort: number; configuredHosts?: string },
): { hostsJson: string; webOrigin: string; sandboxOrigin: string };
