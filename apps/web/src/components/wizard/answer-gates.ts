import type { z } from 'zod';

/** A wizard's answers' messages: one per field, from the gate that last refused. */
export type AnswerMessages<A> = Partial<Record<keyof A, string>>;

/**
 * What a step's gate (a zod schema over the answers) says about them: the first message for each field it refuses,
 * empty when the step may move on. A step without a gate always passes.
 */
export function gateMessages<A extends object>(gate: z.ZodType | undefined, answers: A): AnswerMessages<A> {
  const result = gate?.safeParse(answers);
  if (!result || result.success) return {};
  const messages: AnswerMessages<A> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof A;
    messages[field] ??= issue.message;
  }
  return messages;
}
