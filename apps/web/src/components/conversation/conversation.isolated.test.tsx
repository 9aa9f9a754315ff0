import type { Message } from '@inkbook/contracts/conversation';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, type SentRequest, stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { stubServerEvents } from '@/testing/server-events';
import { Conversation } from './conversation';

// The composer's photos are resized in the browser and uploaded as private media: neither has a canvas or an upload
// endpoint here, so each chosen file becomes a ref at once.
vi.mock('@/components/image-upload/resize-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/image-upload/resize-image')>()),
  NOT_AN_IMAGE: 'Not an image',
  resizeImage: async (file: File) => `data:image/jpeg;base64,${file.name}`,
}));
vi.mock('@/components/image-upload/private-upload', () => ({
  uploadPrivateImage: async (dataUrl: string) => ({ url: `ref:${dataUrl.split(',')[1]}` }),
  privateImagePreview: (ref: string) => ref,
}));

const INQUIRY = '11111111-1111-4111-8111-111111111111';
const MESSAGES = `/api/inquiries/${INQUIRY}/messages`;

let nextId = 0;
function message(body: string, role: Message['author']['role'], more: Partial<Message> = {}): Message {
  nextId += 1;
  return {
    id: `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
    author: { role, name: role === 'client' ? 'Jo Client' : 'Maya Stone' },
    body,
    attachments: [],
    createdAt: '2026-01-01T10:00:00.000Z',
    ...more,
  };
}

/** The gateway: the thread answers `thread`; a POST answers what `post` says (the stored message by default). */
function fakeGateway(thread: Message[], post?: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>) {
  return stubApi(async (request) => {
    if (request.method === 'GET') return { body: { messages: thread, nextCursor: null } };
    if (post) return post(request);
    const { body, images } = request.body as { body: string; images: string[] };
    return {
      status: 201,
      body: message(body, 'artist', { attachments: images.map((url) => ({ url: `/api/x/${url}` })) }),
    };
  });
}

const posts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');

function renderConversation(reader: 'client' | 'recipient' | 'admin' = 'recipient') {
  const events = stubServerEvents();
  return {
    events,
    ...renderWithProviders(<Conversation inquiryId={INQUIRY} kind="artist" reader={reader} />),
  };
}

const log = () => screen.getByRole('log', { name: 'Messages' });
const box = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: /send/i });
const bodies = () =>
  within(log())
    .queryAllByRole('article')
    .map((item) => item.querySelector('p')?.textContent);

describe('Conversation', () => {
  it('shows the thread oldest first, with who wrote each message, as a polite live log', async () => {
    fakeGateway([
      message('Hi! Is a forearm piece possible?', 'client'),
      message('Yes,\nin March.', 'artist'),
    ]);
    renderConversation();
    expect(await within(log()).findByRole('article', { name: 'Jo Client, Client' })).toBeInTheDocument();
    expect(within(log()).getByRole('article', { name: 'Maya Stone, Artist' })).toBeInTheDocument();
    expect(bodies()).toEqual(['Hi! Is a forearm piece possible?', 'Yes,\nin March.']);
    expect(log()).toHaveAttribute('aria-live', 'polite');
    expect(within(log()).getAllByRole('time')[0]).toHaveAttribute('title');
  });

  it('says so when nobody wrote yet', async () => {
    fakeGateway([]);
    renderConversation();
    expect(await screen.findByText(/No messages yet\. Say hello/)).toBeInTheDocument();
  });

  it('sends only something to send, and nothing longer than 2,000 characters', async () => {
    const sent = fakeGateway([]);
    const { user } = renderConversation();
    await screen.findByText(/No messages yet/);
    expect(sendButton()).toBeDisabled();
    await user.type(box(), '   ');
    expect(sendButton()).toBeDisabled();

    fireEvent.change(box(), { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByText('2,001 / 2,000')).toBeInTheDocument();
    expect(screen.getByText('Please keep the message under 2000 characters')).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(posts(sent)).toEqual([]);
  });

  it('sends the message once with Ctrl+Enter, clears the composer and shows it at the bottom', async () => {
    const sent = fakeGateway([message('Hello', 'client')]);
    const { user } = renderConversation();
    await within(log()).findByText('Hello');
    await user.type(box(), '  See you in March  ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await user.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() => expect(bodies()).toEqual(['Hello', 'See you in March']));
    expect(posts(sent).map((request) => request.body)).toEqual([{ body: 'See you in March', images: [] }]);
    expect(posts(sent)[0]?.url).toBe(MESSAGES);
    expect(box()).toHaveValue('');
  });

  it('keeps the text and says why when the server refuses it', async () => {
    fakeGateway([], () => ({ status: 403, body: { message: 'This inquiry was deleted' } }));
    const { user } = renderConversation();
    await screen.findByText(/No messages yet/);
    await user.type(box(), 'Still there?');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This inquiry was deleted');
    expect(box()).toHaveValue('Still there?');
    expect(sendButton()).toBeEnabled();
  });

  it('shows a message that arrives live for this inquiry, once, and ignores other inquiries', async () => {
    fakeGateway([message('Hello', 'client')]);
    const { events } = renderConversation('client');
    await within(log()).findByText('Hello');
    const reply = message('Thanks for writing!', 'artist');
    const event = { ...reply, inquiryId: INQUIRY, inquiryKind: 'artist' };
    act(() => {
      events.emit('inquiries.message.created', { ...message('Elsewhere', 'artist'), inquiryId: 'other' });
      events.emit('inquiries.message.created', event);
      events.emit('inquiries.message.created', event);
    });
    await waitFor(() => expect(bodies()).toEqual(['Hello', 'Thanks for writing!']));
  });

  it('takes at most four photos, each removable, and sends their refs', async () => {
    const sent = fakeGateway([]);
    const { user } = renderConversation();
    await screen.findByText(/No messages yet/);
    const files = [1, 2, 3, 4, 5, 6].map((n) => new File(['x'], `p${n}.jpg`, { type: 'image/jpeg' }));
    await user.upload(screen.getByLabelText(/Add photos/), files);

    expect(await screen.findByText('Maximum 4 images allowed')).toBeInTheDocument();
    const chosen = screen.getByRole('list', { name: 'Photos to send' });
    await waitFor(() => expect(within(chosen).getAllByRole('img')).toHaveLength(4));
    expect(screen.getByLabelText(/Add photos/)).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(within(chosen).getAllByRole('img')).toHaveLength(3);
    await user.type(box(), 'Like these');
    await user.click(sendButton());
    await waitFor(() => expect(posts(sent)).toHaveLength(1));
    expect(posts(sent)[0]?.body).toEqual({
      body: 'Like these',
      images: ['ref:p1.jpg', 'ref:p3.jpg', 'ref:p4.jpg'],
    });
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Photos to send' })).not.toBeInTheDocument(),
    );
    expect(within(log()).getAllByRole('button', { name: /Open photo/ })).toHaveLength(3);
  });

  it('lets an admin read without a composer', async () => {
    fakeGateway([message('Hello', 'client')]);
    renderConversation('admin');
    await within(log()).findByText('Hello');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
