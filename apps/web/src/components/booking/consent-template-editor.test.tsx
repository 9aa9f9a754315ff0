import { type ConsentTemplate, consentTemplateUpdateSchema } from '@inkbook/contracts/aftercare';
import { CONSENT_LIMITS, consentText, DEFAULT_CONSENT_STATEMENTS } from '@inkbook/contracts/aftercare-rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeAnswer, SentRequest } from '@/testing/api';
import { actionsSent, fakeBookingsGateway } from '@/testing/bookings';
import {
  type ConsentTemplatesState,
  consentTemplateRoutes,
  DEFAULT_TEMPLATE,
  SAVED_TEMPLATE,
} from '@/testing/consent-templates';
import { renderWithProviders } from '@/testing/render';
import { ConsentTemplateEditor } from './consent-template-editor';

/** The contract's message for `path` when a template is saved with `change` (the words the form must show). */
function messageFor(change: Record<string, unknown>, path: string) {
  const body = {
    title: SAVED_TEMPLATE.title,
    statements: SAVED_TEMPLATE.statements,
    minimumAge: 21,
    ...change,
  };
  const issue = consentTemplateUpdateSchema
    .safeParse(body)
    .error?.issues.find((i) => i.path.join('.') === path);
  if (!issue) throw new Error(`the contract takes ${JSON.stringify(change)}`);
  return issue.message;
}

interface RenderOptions {
  as?: 'artist' | 'studio';
  ageRequirements?: string | null;
  versions?: ConsentTemplate[];
  /** Answers a save instead of the fake service. */
  save?: (request: SentRequest) => FakeAnswer;
}

async function renderEditor({ as, ageRequirements, versions, save }: RenderOptions = {}) {
  const state: ConsentTemplatesState = { versions: versions ?? [SAVED_TEMPLATE, DEFAULT_TEMPLATE] };
  const routes = consentTemplateRoutes(state);
  const sent = fakeBookingsGateway({}, (request) =>
    save && request.method === 'PUT' ? save(request) : routes(request),
  );
  const rendered = renderWithProviders(<ConsentTemplateEditor as={as} ageRequirements={ageRequirements} />);
  const form = await screen.findByRole('form', { name: 'Consent form' });
  return { sent, state, form, ...rendered };
}

const statementBoxes = (form: HTMLElement) => within(form).getAllByLabelText(/^Statement \d+$/);
const statementTexts = (form: HTMLElement) =>
  statementBoxes(form).map((box) => (box as HTMLTextAreaElement).value);

describe('ConsentTemplateEditor', () => {
  it('opens on the current version: its title, minimum age and statements', async () => {
    const { form } = await renderEditor();
    expect(within(form).getByText(/^Version 2, saved /)).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveValue(SAVED_TEMPLATE.title);
    expect(within(form).getByLabelText('Minimum age')).toHaveValue(21);
    expect(statementTexts(form)).toEqual(SAVED_TEMPLATE.statements.map((s) => s.text));
  });

  it("says when it is still Inkbook's default", async () => {
    const { form } = await renderEditor({ versions: [DEFAULT_TEMPLATE] });
    expect(within(form).getByText(/^Inkbook's default form \(version 1\)/)).toBeInTheDocument();
    expect(statementBoxes(form)).toHaveLength(DEFAULT_CONSENT_STATEMENTS.length);
  });

  it('edits, adds, moves and removes statements, then saves a new version and says which', async () => {
    const { user, sent, form } = await renderEditor({ as: 'artist' });
    const [first, second] = SAVED_TEMPLATE.statements as [
      ConsentTemplate['statements'][0],
      ConsentTemplate['statements'][0],
    ];

    await user.click(within(form).getByRole('button', { name: 'Add a statement' }));
    const added = within(form).getByLabelText('Statement 3');
    expect(added).toHaveFocus();
    await user.type(added, 'I have eaten a proper meal before my session.');

    // Statement 3 up to 2: focus stays on its button, and the move is announced.
    const up = within(form).getByRole('button', { name: 'Move statement 3 up' });
    await user.click(up);
    expect(statementTexts(form)).toEqual([
      first.text,
      'I have eaten a proper meal before my session.',
      second.text,
    ]);
    expect(within(form).getByRole('button', { name: 'Move statement 2 up' })).toHaveFocus();
    expect(within(form).getByText('Statement 3 moved to position 2.')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Move statement 1 down' }));
    expect(statementTexts(form)[1]).toBe(first.text);
    expect(within(form).getByRole('button', { name: 'Move statement 2 down' })).toHaveFocus();

    await user.click(within(form).getByRole('button', { name: 'Remove statement 3' }));
    expect(statementTexts(form)).toHaveLength(2);
    expect(within(form).getByLabelText('Statement 2')).toHaveFocus();

    const title = within(form).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Ink & Iron consent');
    const age = within(form).getByLabelText('Minimum age');
    await user.clear(age);
    await user.type(age, '18');
    await user.click(within(form).getByRole('button', { name: 'Save consent form' }));

    expect(await screen.findByText('Saved as version 3')).toBeInTheDocument();
    expect(actionsSent(sent)).toEqual([
      {
        method: 'PUT',
        url: '/api/bookings/settings/consent?as=artist',
        body: {
          title: 'Ink & Iron consent',
          minimumAge: 18,
          // The edited statements keep their ids; the new one gets its id from the service.
          statements: [
            { text: 'I have eaten a proper meal before my session.' },
            { id: first.id, text: first.text },
          ],
        },
      },
    ]);
    expect(await within(form).findByText(/^Version 3, saved /)).toBeInTheDocument();
  });

  it('checks the template as the contract does, sends nothing it would refuse, and discards the changes', async () => {
    const { user, sent, form } = await renderEditor();
    const title = within(form).getByLabelText('Title');
    await user.clear(title);
    const age = within(form).getByLabelText('Minimum age');
    await user.clear(age);
    await user.type(age, String(CONSENT_LIMITS.minimumAge.min - 1));
    const statement = within(form).getByLabelText('Statement 2');
    await user.clear(statement);
    await user.type(statement, 'Okay');
    await user.click(within(form).getByRole('button', { name: 'Save consent form' }));

    expect(await within(form).findByText(messageFor({ title: '' }, 'title'))).toBeInTheDocument();
    expect(within(form).getByText(messageFor({ minimumAge: 15 }, 'minimumAge'))).toBeInTheDocument();
    const tooShort = messageFor({ statements: [{ text: 'Okay' }] }, 'statements.0.text');
    expect(within(form).getByLabelText('Statement 2')).toHaveAccessibleDescription(tooShort);
    expect(actionsSent(sent)).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Discard changes' }));
    expect(within(form).getByLabelText('Title')).toHaveValue(SAVED_TEMPLATE.title);
    expect(statementTexts(form)).toEqual(SAVED_TEMPLATE.statements.map((s) => s.text));
    expect(within(form).queryByRole('button', { name: 'Discard changes' })).toBeNull();
  });

  it('refuses a form without statements in the contract’s words', async () => {
    const { user, sent, form } = await renderEditor();
    await user.click(within(form).getByRole('button', { name: 'Remove statement 2' }));
    await user.click(within(form).getByRole('button', { name: 'Remove statement 1' }));
    expect(within(form).getByRole('button', { name: 'Add a statement' })).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Save consent form' }));
    expect(await within(form).findByText(messageFor({ statements: [] }, 'statements'))).toBeInTheDocument();
    expect(actionsSent(sent)).toEqual([]);
  });

  it("shows the server's refusal by its field", async () => {
    const message = messageFor({ statements: [{ text: 'Fine\u0001print' }] }, 'statements.0.text');
    const { user, form } = await renderEditor({
      save: () => ({
        status: 400,
        body: {
          message,
          error: { code: 'validation_failed', message, fields: { 'statements.1.text': message } },
        },
      }),
    });
    await user.click(within(form).getByRole('button', { name: 'Save consent form' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Statement 2')).toHaveAccessibleDescription(message),
    );
    expect(within(form).getByLabelText('Statement 2')).toHaveFocus();
  });

  it('previews the exact text the client will read', async () => {
    const { user, form } = await renderEditor();
    const show = within(form).getByRole('button', { name: 'Show preview' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const title = within(form).getByLabelText('Title');
    await user.type(title, ' 2027  ');
    const preview = within(form).getByRole('region', { name: 'Preview' });
    const expected = consentText(`${SAVED_TEMPLATE.title} 2027`, SAVED_TEMPLATE.statements);
    expect(within(preview).getByText((_, element) => element?.textContent === expected)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Hide preview' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('lists the versions when asked, newest first, each opened to read it', async () => {
    const { user, sent } = await renderEditor({ as: 'studio' });
    expect(sent.some((request) => request.url.includes('/versions'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Version history' }));

    const newest = await screen.findByRole('button', { name: /^Version 2/ });
    expect(newest).toHaveTextContent('2 statements');
    expect(newest).toHaveTextContent('Current');
    const first = screen.getByRole('button', { name: /^Version 1/ });
    expect(first).toHaveTextContent(`Default · ${DEFAULT_CONSENT_STATEMENTS.length} statements`);
    expect(sent.map((request) => request.url)).toContain('/api/bookings/settings/consent/versions?as=studio');

    await user.click(first);
    const opened = await screen.findByRole('region', { name: /^Version 1/ });
    expect(
      within(opened)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(DEFAULT_CONSENT_STATEMENTS.map((statement) => statement.text));
  });

  it('adds a saved version to the history', async () => {
    const { user, form } = await renderEditor();
    await user.click(screen.getByRole('button', { name: 'Version history' }));
    await screen.findByRole('button', { name: /^Version 2/ });
    await user.click(within(form).getByRole('button', { name: 'Save consent form' }));
    const newest = await screen.findByRole('button', { name: /^Version 3/ });
    expect(newest).toHaveTextContent('Current');
    expect(screen.getByRole('button', { name: /^Version 2/ })).not.toHaveTextContent('Current');
  });

  it("shows a studio's age requirements beside the minimum age", async () => {
    await renderEditor({ as: 'studio', ageRequirements: '18+ with photo ID, no exceptions.' });
    expect(screen.getByText("Your studio's age requirements")).toBeInTheDocument();
    expect(screen.getByText('18+ with photo ID, no exceptions.')).toBeInTheDocument();
  });

  it('says so when the template cannot be read, and reads it again', async () => {
    let fail = true;
    const routes = consentTemplateRoutes();
    fakeBookingsGateway({}, (request) =>
      fail ? { status: 500, body: { message: 'Down' } } : routes(request),
    );
    const { user } = renderWithProviders(<ConsentTemplateEditor as={undefined} />);
    expect(
      await screen.findByText('Failed to load your consent form. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getAllByRole('button', { name: 'Try Again' })[0] as HTMLElement);
    expect(await screen.findByRole('form', { name: 'Consent form' })).toBeInTheDocument();
  });
});
