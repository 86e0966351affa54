// Types of chromium.mjs for the TypeScript scripts that import it (benches, the worker profile, the scene dump).
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function fakeCameraLaunch(video: string): { executablePath: string; args: string[] };
export declare function ensureChromium(): void;
