/** The import graph of the TypeScript files under `root`: each file and the files it imports statically. */
export function importGraph(root: string, tsconfigPath: string): Map<string, Set<string>>;
/** One circle of imports per strongly connected component, first file repeated at the end. */
export function findCycles(graph: Map<string, Set<string>>): string[][];
/** The features each feature's code imports (test files left out), for every folder under `featuresRoot`. */
export function featureGraph(graph: Map<string, Set<string>>, featuresRoot: string): Map<string, Set<string>>;
/** What is wrong between the features' imports and their declared dependencies: one sentence each. */
export function featureDependencyProblems(
  actual: Map<string, Set<string>>,
  declared: Record<string, unknown>,
): string[];
/** The layers of src/, lowest first; a module imports its own layer and the ones below. */
export const LAYERS: string[][];
/** The layer of a file under `srcRoot`. */
export function layerOf(file: string, srcRoot: string): string;
/** Every static import that goes up a layer, into the emulator, or from the emulator into the app's layers. */
export function layerProblems(graph: Map<string, Set<string>>, srcRoot: string): string[];
