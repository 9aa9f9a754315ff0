import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ResumeState } from '@/components/wizard/resume';
import type { ContactMode, InquirySender } from '@/lib/inquiry-sender';
import { emptyAnswers, type InquiryAnswers } from '../utils/answers';
import { stepSchema } from '../utils/steps';

/**
 * A fresh dialog's answers: those kept across a sign-in, else the draft kept in the tab over the defaults, with the
 * account's email for someone signed in who gives contact details (a client gives none), and the booking a
 * touch-up follows when asked as one.
 */
export function initialAnswers(
  resume: ResumeState<InquiryAnswers> | null,
  sender: InquirySender | null,
  touchupOf = '',
  kept: Partial<InquiryAnswers> = {},
): InquiryAnswers {
  if (resume) return { ...emptyAnswers, ...resume.answers };
  const fresh = { ...emptyAnswers, email: sender && sender.role !== 'client' ? sender.email : '' };
  return { ...fresh, ...kept, ...(touchupOf ? { touchupOf } : {}) };
}

/**
 * The dialog's one form. Its resolver checks only the current step's gate (spec §5), read through a ref so the
 * step and sign-in state are always the latest: Next runs `handleSubmit`, and once a step was tried its fields
 * re-check as they change.
 */
export function useInquiryForm(step: number, mode: ContactMode, initial: InquiryAnswers) {
  const gate = useRef({ step, mode });
  gate.current = { step, mode };
  const resolver: Resolver<InquiryAnswers> = (values, context, options) => {
    // The step schemas check a few fields each; the rest of the answers pass through untouched.
    const schema = stepSchema(gate.current.step, gate.current.mode) as z.ZodType<
      InquiryAnswers,
      InquiryAnswers
    >;
    return zodResolver(schema)(values, context, options);
  };
  return useForm<InquiryAnswers>({ defaultValues: initial, resolver, shouldFocusError: false });
}
