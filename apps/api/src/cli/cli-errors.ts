import { ConfigError } from '../config';
import { DataDirLockedError } from '../platform/data-dir/data-dir-lock';
import { DataDirUnusableError } from '../platform/data-dir/preflight';

/** Errors a command's user can act on: printed as their message, exit code 1, no stack. */
export function isOperatorError(error: unknown): error is Error {
  return (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DataDirUnusableError ||
    error instanceof CliError
  );
}

/** A command's refusal (bad arguments, a target not empty…), shown without a stack. */
export class CliError extends Error {}

/** Runs `fn`; an operator error ends the process with its message. */
export function runOrExplain<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (isOperatorError(error)) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
