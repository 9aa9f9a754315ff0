import { AFTERCARE_MAX, DEFAULT_AFTERCARE } from '@inkbook/contracts/aftercare-rules';
import { type BookingSettings, bookingSettingsUpdateSchema } from '@inkbook/contracts/booking';
import { bookingEndpoints } from '@inkbook/contracts/booking-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api';
import { actionsSent, SAVED_SETTINGS } from '@/testing/bookings';
import { renderWithProviders } from '@/testing/render';
import { AftercareForm } from './aftercare-form';

/**
 * The booking settings as the service keeps them: a PUT changes the fields it sends, and an empty aftercare goes
 * back to the default text, which is what the service answers then.
 */
function fakeSettings(saved: BookingSettings = SAVED_SETTINGS) {
  let settings = saved;
  return stubApi((request) => {
    const { pathname } = new URL(request.url, 'http://inkbook.test');
    if (pathname !== bookingEndpoints.settings.path) return { status: 404 };
    if (request.method === 'PUT') {
      const update = request.body as Partial<BookingSettings>;
      settings = { ...settings, ...update, aftercare: update.aftercare || DEFAULT_AFTERCARE };
    }
    return { body: settings };
  });
}

async function renderAftercare(saved?: BookingSettings, as?: 'artist' | 'studio') {
  const sent = fakeSettings(saved);
  const rendered = renderWithProviders(<AftercareForm as={as} />);
  const text = await screen.findByLabelText('Aftercare instructions');
  return { sent, text, ...rendered };
}

describe('AftercareForm', () => {
  it('saves the aftercare alone, for the side it is on', async () => {
    const { user, sent, text } = await renderAftercare(SAVED_SETTINGS, 'studio');
    expect(text).toHaveValue(SAVED_SETTINGS.aftercare);
    expect(screen.getByText(`${SAVED_SETTINGS.aftercare.length} / ${AFTERCARE_MAX}`)).toBeInTheDocument();

    await user.clear(text);
    await user.type(text, 'Keep it clean and out of the sun for two weeks.');
    await user.click(screen.getByRole('button', { name: 'Save aftercare' }));

    expect(await screen.findByText('Aftercare saved')).toBeInTheDocument();
    expect(actionsSent(sent)).toEqual([
      {
        method: 'PUT',
        url: '/api/bookings/settings?as=studio',
        body: { aftercare: 'Keep it clean and out of the sun for two weeks.' },
      },
    ]);
  });

  it(`sends nothing over ${AFTERCARE_MAX} characters`, async () => {
    const { user, sent, text } = await renderAftercare();
    await user.clear(text);
    await user.click(text);
    await user.paste('x'.repeat(AFTERCARE_MAX + 1));
    expect(screen.getByText(`${AFTERCARE_MAX + 1} / ${AFTERCARE_MAX}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save aftercare' }));

    const tooLong = bookingSettingsUpdateSchema.safeParse({ aftercare: 'x'.repeat(AFTERCARE_MAX + 1) }).error
      ?.issues[0]?.message as string;
    expect(await screen.findByText(tooLong)).toBeInTheDocument();
    expect(actionsSent(sent)).toEqual([]);
  });

  it('restores the default once confirmed: sends an empty text and shows the default the service answers', async () => {
    const { user, sent, text } = await renderAftercare();
    await user.click(screen.getByRole('button', { name: 'Restore the default' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore the default aftercare?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore the default' }));

    expect(await screen.findByText('Default aftercare restored')).toBeInTheDocument();
    expect(actionsSent(sent)).toEqual([
      { method: 'PUT', url: '/api/bookings/settings', body: { aftercare: '' } },
    ]);
    await waitFor(() => expect(text).toHaveValue(DEFAULT_AFTERCARE));
    expect(screen.getByText(/^Inkbook's default text/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore the default' })).toBeDisabled();
    await waitFor(() => expect(text).toHaveFocus());
  });

  it('keeps the text when the restore is not confirmed', async () => {
    const { user, sent, text } = await renderAftercare();
    await user.click(screen.getByRole('button', { name: 'Restore the default' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my text' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(text).toHaveValue(SAVED_SETTINGS.aftercare);
    expect(actionsSent(sent)).toEqual([]);
  });

  it('has nothing to restore while the default is the text', async () => {
    await renderAftercare({ ...SAVED_SETTINGS, aftercare: DEFAULT_AFTERCARE });
    expect(screen.getByRole('button', { name: 'Restore the default' })).toBeDisabled();
  });
});
