import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { BudgetRangeField } from './budget-range-field';

describe('BudgetRangeField', () => {
  it('keeps a maximum typed below the minimum, with the service message, and leaves the range as it was', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <BudgetRangeField id="budget" value={{ min: 500, max: 1000 }} onChange={onChange} />,
    );
    const maximum = screen.getByLabelText('Maximum ($)');
    await user.clear(maximum);
    await user.type(maximum, '300{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum budget must be at least the minimum budget');
    expect(maximum).toHaveValue(300);
    expect(maximum).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(maximum);
    await user.type(maximum, '800{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ min: 500, max: 800 });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
