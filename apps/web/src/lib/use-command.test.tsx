import { act, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { studioApi } from './api';
import { ApiError } from './api-client';
import { serverMessageOf, useCommand } from './use-command';

const refusal = (status: number, message?: string) =>
  new ApiError(status, message ? JSON.stringify({ message }) : '', 'Status');

describe('serverMessageOf: when a failure shows the server’s words', () => {
  it('shows a 4xx refusal’s reason and a 503’s outage message', () => {
    expect(serverMessageOf(refusal(400, 'Notes must be at most 5000 characters'))).toBe(
      'Notes must be at most 5000 characters',
    );
    expect(serverMessageOf(refusal(409, 'This handle is already taken'))).toBe(
      'This handle is already taken',
    );
    expect(serverMessageOf(refusal(429, 'Try again in a minute.'))).toBe('Try again in a minute.');
    expect(serverMessageOf(refusal(503, 'The generator is not answering.'))).toBe(
      'The generator is not answering.',
    );
  });

  it('keeps the screen’s words for a 401, other 5xx, no message, or no answer at all', () => {
    expect(serverMessageOf(refusal(401, 'Invalid email or password'))).toBeUndefined();
    expect(serverMessageOf(refusal(500, 'Internal server error'))).toBeUndefined();
    expect(serverMessageOf(refusal(502, 'Bad gateway'))).toBeUndefined();
    expect(serverMessageOf(refusal(400))).toBeUndefined();
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

/** A one-field form saved with a command, as the profile forms are. */
function SaveName() {
  const form = useForm({ defaultValues: { studioName: '' } });
  const save = useCommand({
    mutationFn: (body: { studioName: string }) => studioApi.update({ params: { id: 's1' }, body }),
    success: { title: 'Saved' },
    failure: { title: 'Update Failed', description: 'Failed to save. Please try again.' },
    form,
  });
  const error = form.formState.errors.studioName?.message;
  return (
    <form onSubmit={form.handleSubmit((body) => save.mutate(body))}>
      <label htmlFor="name">Name</label>
      <input id="name" {...form.register('studioName')} />
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit">Save</button>
    </form>
  );
}

/** The whole text of the toast titled `title` (title and description). */
const toastTexts = async (title: string) =>
  (await screen.findByText(title)).closest('[data-sonner-toast]')?.textContent;

describe('useCommand', () => {
  it('says it went through', async () => {
    stubApi(() => ({ body: { id: '1' } }));
    const { user } = renderWithProviders(<SaveName />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('puts a failed validation’s field messages on the fields, focuses the first, and keeps the screen’s text', async () => {
    stubApi(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Invalid studio',
          fields: { studioName: 'Name too long' },
        },
        message: 'Invalid studio',
      },
    }));
    const { user } = renderWithProviders(<SaveName />);
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await toastTexts('Update Failed')).toContain('Failed to save. Please try again.');
    expect(screen.queryByText('Invalid studio')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Name too long');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');
  });

  it('says a conflict in the server’s words in the toast as well as by its field', async () => {
    stubApi(() => ({
      status: 409,
      body: {
        error: { code: 'conflict', message: 'Name taken', fields: { studioName: 'Name taken' } },
        message: 'Name taken',
      },
    }));
    const { user } = renderWithProviders(<SaveName />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await toastTexts('Update Failed')).toContain('Name taken');
    expect(screen.getByRole('alert')).toHaveTextContent('Name taken');
  });

  it('says a refusal the fields do not show in the server’s words, and an outage in the screen’s', async () => {
    let answer = {
      status: 400,
      body: {
        error: { code: 'validation_failed', message: 'Too long', fields: { elsewhere: 'Too long' } },
        message: 'Too long',
      },
    };
    stubApi(() => answer);
    const { user } = renderWithProviders(<SaveName />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toastTexts('Update Failed')).toContain('Too long');
    expect(screen.queryByRole('alert')).toBeNull();

    answer = {
      status: 500,
      body: { error: { code: 'internal_error', message: 'Boom' }, message: 'Boom' },
    } as never;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Failed to save. Please try again.');
    expect(screen.queryByText('Boom')).toBeNull();
  });

  it('sends once when called again while the first is on its way', async () => {
    let release = () => {};
    const sent = stubApi(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { id: '1' } });
        }),
    );
    const { user } = renderWithProviders(<SaveName />);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    await user.click(save);
    await user.click(save);
    expect(sent).toHaveLength(1);

    await act(async () => release());
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getAllByText('Saved')).toHaveLength(1);
    // Once answered, the next save goes out.
    await user.click(save);
    await act(async () => release());
    expect(sent).toHaveLength(2);
  });
});
