import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ApplicationNextSteps } from './application-next-steps';

describe('ApplicationNextSteps: what happens after applying', () => {
  it('says when it is reviewed and where the email comes', () => {
    renderWithProviders(<ApplicationNextSteps kind="artist" email="maya@example.com" />);
    expect(screen.getByRole('heading', { name: 'Application Submitted' })).toBeInTheDocument();
    expect(screen.getByText('Our team reviews your application within 24–48 hours.')).toBeInTheDocument();
    expect(screen.getByText('maya@example.com')).toBeInTheDocument();
    expect(screen.getByText(/your artist profile goes live/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("names 'the address you gave' when the email is not known (a reload) and speaks of a studio's profile", () => {
    renderWithProviders(<ApplicationNextSteps kind="studio" email={null} />);
    expect(
      screen.getByText(/An email comes to the address you gave as soon as it is reviewed\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/your studio profile goes live/)).toBeInTheDocument();
  });
});
