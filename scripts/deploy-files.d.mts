/** Types of scripts/deploy-files.mjs, for vite.config.ts and the tests. */
export declare function isPrivateBuildFile(relativePath: string): boolean;
export declare function publishedFiles(dir: string): string[];
export declare function prunePrivateFiles(dir: string): string[];
