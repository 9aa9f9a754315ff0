import type { Stack } from '@inkbook/composition/testing';
import { artistInquiryBody, withoutContact } from '@inkbook/inquiries/testing';
import fc from 'fast-check';
import type { Answer } from './checks';
import type { FuzzRequest } from './operations';
import type { People, Role } from './people';

type Check = (request: FuzzRequest) => Promise<{ answer: Answer; problem?: string }>;
type Method = FuzzRequest['method'];

/** Words a person might type, drawn from the seed: texts of the sequences' bodies. */
const text = (min: number, max: number) =>
  fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }).filter((s) => s.trim().length >= min);

const slotIn = (days: number) =>
  new Date(Math.ceil((Date.now() + days * 86_400_000) / 60_000) * 60_000).toISOString();

/**
 * Sequences that create, read, change and delete each kind of resource, following ids from earlier answers, as
 * the people who would: inquiries and their messages, offers and bookings, claims, profiles, designs, the
 * waitlist and notifications. Each answer meets the same checks as the random requests; a step that should
 * succeed and does not is a problem too. Runs sequences until `until`, each with texts from its own seed.
 */
export async function runSequences(options: {
  stack: Stack;
  people: People;
  seed: number;
  check: Check;
  until: number;
}): Promise<string[]> {
  const { people, check } = options;
  const problems: string[] = [];
  let round = 0;
  const { artistId, studioId, clientInquiryId } = people.ids;

  while (Date.now() < options.until && problems.length === 0) {
    round += 1;
    const [words] = fc.sample(
      fc.record({ concept: text(20, 200), note: text(1, 300), reason: text(1, 100) }),
      {
        seed: options.seed + round,
        numRuns: 1,
      },
    ) as [{ concept: string; note: string; reason: string }];
    /** One step: its answer must meet the checks and, when `expect` is given, have that status. */
    const step = async (
      operation: string,
      role: Role,
      method: Method,
      url: string,
      payload?: unknown,
      expect?: number,
    ): Promise<Record<string, unknown> | undefined> => {
      if (problems.length) return undefined;
      const request: FuzzRequest = {
        operation,
        role,
        valid: true,
        method,
        url,
        ...(payload !== undefined && { payload }),
      };
      const { answer, problem } = await check(request);
      const wrong =
        problem ??
        (expect && answer.status !== expect
          ? `expected ${expect}, answered ${answer.status} ${answer.body.slice(0, 300)}`
          : undefined);
      if (wrong)
        problems.push(`sequence ${round} (seed ${options.seed}): ${method} ${url} as ${role}\n  ${wrong}`);
      return answer.contentType.includes('json')
        ? (JSON.parse(answer.body) as Record<string, unknown>)
        : undefined;
    };
    const id = (answer: Record<string, unknown> | undefined, key?: string) =>
      String((key ? (answer?.[key] as Record<string, unknown> | undefined) : answer)?.id ?? 'missing');

    // An inquiry and its conversation: sent, read, answered, its status and notes changed, then deleted.
    const inquiry = await step(
      'POST /api/inquiries',
      'client',
      'POST',
      '/api/inquiries',
      { ...withoutContact(artistInquiryBody(artistId)), concept: words.concept },
      201,
    );
    const inquiryId = id(inquiry);
    await step(
      'GET /api/inquiries/artist/{artistId}',
      'artist',
      'GET',
      `/api/inquiries/artist/${artistId}`,
      undefined,
      200,
    );
    await step('GET /api/inquiries/mine', 'client', 'GET', '/api/inquiries/mine', undefined, 200);
    await step(
      'POST /api/inquiries/{id}/messages',
      'client',
      'POST',
      `/api/inquiries/${inquiryId}/messages`,
      { body: words.note },
      201,
    );
    await step(
      'POST /api/inquiries/{id}/messages',
      'artist',
      'POST',
      `/api/inquiries/${inquiryId}/messages`,
      { body: words.reason },
      201,
    );
    await step(
      'GET /api/inquiries/{id}/messages',
      'client',
      'GET',
      `/api/inquiries/${inquiryId}/messages`,
      undefined,
      200,
    );
    await step(
      'GET /api/inquiries/{id}/messages',
      'studio',
      'GET',
      `/api/inquiries/${inquiryId}/messages`,
      undefined,
      404,
    );
    await step(
      'PATCH /api/inquiries/{id}/status',
      'artist',
      'PATCH',
      `/api/inquiries/${inquiryId}/status`,
      { status: 'reviewed' },
      200,
    );
    await step(
      'PATCH /api/inquiries/{id}/notes',
      'artist',
      'PATCH',
      `/api/inquiries/${inquiryId}/notes`,
      { notes: words.note },
      200,
    );
    await step('PATCH /api/inquiries/{id}/notes', 'client', 'PATCH', `/api/inquiries/${inquiryId}/notes`, {
      notes: words.note,
    });

    // An offer on the client's first inquiry, read, accepted into a booking, read, cancelled.
    const offered = await step('POST /api/offers', 'artist', 'POST', '/api/offers', {
      inquiryId: clientInquiryId,
      inquiryKind: 'artist',
      priceLow: 100 + round,
      priceHigh: 200 + round,
      sessions: 1,
      sessionHours: 2,
      deposit: 0,
      slots: [slotIn(10 + (round % 300))],
      location: words.reason,
    });
    const offer = offered?.offer as { id?: string; slots?: string[] } | undefined;
    if (offer?.id) {
      await step(
        'GET /api/offers',
        'client',
        'GET',
        `/api/offers?inquiryId=${clientInquiryId}`,
        undefined,
        200,
      );
      const accepted = await step(
        'POST /api/offers/{id}/accept',
        'client',
        'POST',
        `/api/offers/${offer.id}/accept`,
        { slot: offer.slots?.[0] },
        201,
      );
      const bookingId = id(accepted, 'booking');
      await step('GET /api/bookings/{id}', 'artist', 'GET', `/api/bookings/${bookingId}`, undefined, 200);
      await step('GET /api/bookings/{id}', 'studio', 'GET', `/api/bookings/${bookingId}`, undefined, 404);
      await step(
        'GET /api/bookings/{id}/consent',
        'client',
        'GET',
        `/api/bookings/${bookingId}/consent`,
        undefined,
        200,
      );
      await step(
        'POST /api/bookings/{id}/cancel',
        'client',
        'POST',
        `/api/bookings/${bookingId}/cancel`,
        { reason: words.reason },
        200,
      );
    }
    await step(
      'DELETE /api/inquiries/{id}',
      'artist',
      'DELETE',
      `/api/inquiries/${inquiryId}`,
      undefined,
      200,
    );
    await step('GET /api/inquiries/{id}/messages', 'client', 'GET', `/api/inquiries/${inquiryId}/messages`);

    // A claim: the studio asks, the artist reads and answers, its history read, delisted when verified.
    const claim = await step(
      'POST /api/studio-artist-claims',
      'studio',
      'POST',
      '/api/studio-artist-claims',
      { studioId, artistId, message: words.reason },
    );
    if (claim?.id) {
      const claimId = String(claim.id);
      await step(
        'GET /api/studio-artist-claims/artist/{artistId}',
        'artist',
        'GET',
        `/api/studio-artist-claims/artist/${artistId}`,
        undefined,
        200,
      );
      const verb = round % 2 ? 'approve' : 'deny';
      await step(
        `PUT /api/studio-artist-claims/{id}/${verb}`,
        'artist',
        'PUT',
        `/api/studio-artist-claims/${claimId}/${verb}`,
        { message: words.note.slice(0, 500) },
        200,
      );
      await step(
        'GET /api/studio-artist-claims/{id}/history',
        'studio',
        'GET',
        `/api/studio-artist-claims/${claimId}/history`,
        undefined,
        200,
      );
      await step(
        'PUT /api/studio-artist-claims/{id}/delist',
        'studio',
        'PUT',
        `/api/studio-artist-claims/${claimId}/delist`,
      );
    }

    // Profiles: read their own, change a field, read the public one.
    const mine = await step(
      'GET /api/artists/my-profile',
      'artist',
      'GET',
      '/api/artists/my-profile',
      undefined,
      200,
    );
    await step('PUT /api/artists/{id}', 'artist', 'PUT', `/api/artists/${artistId}`, {
      studioName: words.reason.slice(0, 100),
    });
    const handle =
      (mine?.artist as { instagramHandle?: string } | undefined)?.instagramHandle ??
      (mine?.instagramHandle as string | undefined);
    if (handle)
      await step(
        'GET /api/artists/{handle}',
        'anonymous',
        'GET',
        `/api/artists/${encodeURIComponent(handle)}`,
      );
    await step('GET /api/studios/my-studio', 'studio', 'GET', '/api/studios/my-studio', undefined, 200);
    await step('PUT /api/studios/{id}', 'studio', 'PUT', `/api/studios/${studioId}`, {
      tagline: words.reason.slice(0, 100),
    });

    // A design, the waitlist, the bell.
    await step('POST /api/generate-design', 'anonymous', 'POST', '/api/generate-design', {
      style: 'Fine Line',
      subject: words.concept.slice(0, 200),
      placement: 'forearm',
      size: 'medium',
      colorOption: 'black-and-grey',
    });
    const joined = await step('POST /api/waitlist', 'client', 'POST', '/api/waitlist', {
      artistId,
      idea: words.concept,
      size: 'small',
    });
    await step('GET /api/waitlist', 'artist', 'GET', '/api/waitlist?as=artist', undefined, 200);
    if (joined?.id) {
      await step(
        'POST /api/waitlist/{id}/invite',
        'artist',
        'POST',
        `/api/waitlist/${String(joined.id)}/invite`,
        {},
      );
      await step('DELETE /api/waitlist/{id}', 'artist', 'DELETE', `/api/waitlist/${String(joined.id)}`);
    }
    for (const role of ['client', 'artist', 'studio'] as const) {
      await step('GET /api/notifications', role, 'GET', '/api/notifications', undefined, 200);
      await step('POST /api/notifications/read', role, 'POST', '/api/notifications/read', { all: true }, 200);
      await step(
        'PUT /api/notifications/preferences',
        role,
        'PUT',
        '/api/notifications/preferences',
        { email: { messages: round % 2 === 0 } },
        200,
      );
    }
  }
  console.log(`fuzz: ${round} stateful rounds`);
  return problems;
}
