import { artistInquiryQuote } from '@inkbook/contracts/quote';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { emptyAnswers, type InquiryAnswers } from '../../utils/answers';
import { BudgetStep } from './budget-step';

function Form({ answers, children }: { answers: InquiryAnswers; children: ReactNode }) {
  const form = useForm<InquiryAnswers>({ defaultValues: emptyAnswers, values: answers });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const quoted: InquiryAnswers = { ...emptyAnswers, size: 'medium', complexity: 'simple' };

const renderStep = (answers: InquiryAnswers) =>
  renderWithProviders(
    <Form answers={answers}>
      <BudgetStep artistFirstName="Jo" />
    </Form>,
  );

describe('BudgetStep', () => {
  it("starts a budget the client has not set from the size step's quote", async () => {
    const quote = artistInquiryQuote({ size: 'medium', complexity: 'simple', placements: [] });
    renderStep(quoted);
    expect(await screen.findByLabelText('Minimum ($)')).toHaveValue(quote.low);
    expect(screen.getByLabelText('Maximum ($)')).toHaveValue(quote.high);
  });

  it('keeps a budget the client set', () => {
    renderStep({ ...quoted, budgetMin: 2000, budgetMax: 3000 });
    expect(screen.getByLabelText('Minimum ($)')).toHaveValue(2000);
    expect(screen.getByLabelText('Maximum ($)')).toHaveValue(3000);
  });
});
