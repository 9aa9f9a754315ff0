/** A reason `npm start` cannot go on that a person can act on: printed as it is, without a stack trace. */
export class StartupProblem extends Error {}
