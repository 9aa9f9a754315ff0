import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingStats } from './landing-stats';

/** The stat whose label is `label`: its figure (dd) beside it. */
const figure = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.parentElement?.querySelector('dd');
  if (!value) throw new Error(`no figure for ${label}`);
  return value;
};

describe('LandingStats: the three numbers under the hero (spec §9)', () => {
  it('counts up in CSS to each final value, which is what screen readers hear', () => {
    render(<LandingStats artistCount={12} />);
    const cases = [
      { label: 'Verified Artists', heard: '12+', to: '12', ms: '500ms', shown: '+' },
      { label: 'Average Rating', heard: '4.9', to: '49', ms: '800ms', shown: '' },
      { label: 'Happy Clients', heard: '30k+', to: '30', ms: '800ms', shown: 'k+' },
    ];
    for (const { label, heard, to, ms, shown } of cases) {
      const value = figure(label);
      expect(within(value).getByText(heard)).toHaveClass('sr-only');
      const counter = value.querySelector('.count-up');
      expect(counter).toHaveAttribute('aria-hidden', 'true');
      expect((counter as HTMLElement).style.getPropertyValue('--count-to')).toBe(to);
      expect((counter as HTMLElement).style.getPropertyValue('--count-ms')).toBe(ms);
      expect(counter).toHaveTextContent(shown === '' ? /^$/ : shown);
    }
    // The rating counts in tenths and shows one decimal.
    expect(figure('Average Rating').querySelector('.count-up')).toHaveClass('count-up-tenths');
    expect(figure('Verified Artists').querySelector('.count-up')).not.toHaveClass('count-up-tenths');
  });

  it('shows a dash, heard as Loading, until the artist count is known', () => {
    render(<LandingStats artistCount={null} />);
    const value = figure('Verified Artists');
    expect(within(value).getByText('Loading')).toHaveClass('sr-only');
    expect(value.querySelector('.count-up')).toBeNull();
    expect(within(value).getByText('–')).toHaveAttribute('aria-hidden', 'true');
  });
});
