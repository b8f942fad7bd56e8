/** The import graph of the TypeScript files under `root`: each file and the files it imports statically. */
export function importGraph(root: string, tsconfigPath: string): Map<string, Set<string>>;
/** One circle of imports per strongly connected component, first file repeated at the end. */
export function findCycles(graph: Map<string, Set<string>>): string[][];
