import { operatorPasswordSchema } from '@omoide/contract';

/** The contract's minimum for a new studio password, for hints and form rules. */
export const MIN_PASSWORD_LENGTH = operatorPasswordSchema.minLength ?? 10;
