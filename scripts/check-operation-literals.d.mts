/** Types of scripts/check-operation-literals.mjs, for its test. */

export interface OperationLiteral {
  file: string;
  line: number;
  message: string;
}

export interface OperationCatalogue {
  /** The ApiCalls the contracts describe. */
  apiCalls: Set<string>;
  /** Their paths, parameters as `:name`. */
  paths: Set<string>;
  /** Descriptors the check cannot read (an ApiCall or path that is not a string literal). */
  problems: OperationLiteral[];
}

/** The gateway operations described in `contractsDir` (its `defineOperation<…>()({ … })` calls). */
export function operationCatalogue(contractsDir: string): OperationCatalogue;
/** Where `files` write a described operation's ApiCall or path out, or describe an operation themselves. */
export function findOperationLiterals(
  files: string[],
  catalogue: Pick<OperationCatalogue, 'apiCalls' | 'paths'>,
): OperationLiteral[];
