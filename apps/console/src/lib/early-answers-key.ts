/**
 * Where the console's first script (early-data.ts) leaves the answers it asked for, for the API
 * client (lib/early-answers.ts). Constants and types only: both the first script and the console's
 * code build it in.
 */
export const EARLY_ANSWERS = '__ocEarlyAnswers';

/** Where the session's token is kept (lib/auth-token.ts reads it from here too). */
export const TOKEN_KEY = 'oc.token';

export type TEarlyAnswers = {
  /** The session the reads were asked with: another session's answers are not taken. */
  token: string;
  /** Each read's answer by its API path, taken once. */
  answers: Map<string, Promise<Response>>;
  /**
   * The paths the console has asked for, with an answer taken from here or asked itself: this
   * script does not ask for them (again).
   */
  taken: Set<string>;
  /** performance.now() when the reads started. */
  started: number;
};
