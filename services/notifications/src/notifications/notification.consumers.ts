import type { TypedEvent } from '@inkbook/contracts/events';
import type { EventLogger } from '@inkbook/service-kit';
import {
  accountOfArtist,
  accountOfStudio,
  admins,
  clientRecipient,
  recipientOf,
} from '../accounts/account.repository';
import type { NotificationsContext } from '../context';
import type { NotificationsTrx } from '../db';
import type { Notify, Recipient } from '../ports';
import { findProfile, forgetProfile, keepProfile, statusBefore } from '../profiles/profile.repository';
import { absoluteUrl } from './app-paths';
import {
  type Audience,
  type Facts,
  type Message,
  type NotifiedSubject,
  notifiedSubjects,
  rules,
} from './notification.rules';
import { countWait, endWait, RECIPIENT_ATTEMPTS } from './recipient-waits';

// Every event someone must hear about, through the rule table, in the consumer's transaction: the kit records the
// event id there too, so a redelivered event notifies nobody twice (DESIGN §4), and Notify's (key, email) guard
// holds even so. Catalog's profile events also keep `profiles` (names, and the status an update changes from).

const DELETED = ['catalog.artist.deleted', 'catalog.studio.deleted'] as const;
type Handled = TypedEvent<NotifiedSubject | (typeof DELETED)[number]>;

/** The audience's addresses, or null while the profile's account has not reached us from auth yet. */
async function addressesOf(trx: NotificationsTrx, to: Audience): Promise<Recipient[] | null> {
  if ('admins' in to) return (await admins(trx)).map(recipientOf);
  if ('client' in to) return [await clientRecipient(trx, { email: to.client, userId: to.userId })];
  const account =
    'artistOf' in to ? await accountOfArtist(trx, to.artistOf) : await accountOfStudio(trx, to.studioOf);
  return account ? [recipientOf(account)] : null;
}

type ProfileEvent = TypedEvent<
  | 'catalog.artist.submitted'
  | 'catalog.artist.updated'
  | 'catalog.studio.submitted'
  | 'catalog.studio.updated'
>;
const isProfileEvent = (event: Handled): event is ProfileEvent =>
  event.subject.startsWith('catalog.') && !event.subject.endsWith('.deleted');

/** The profile's status before this event (`statusBefore`); keeps the event's snapshot for names. */
async function previousStatusOf(
  context: NotificationsContext,
  trx: NotificationsTrx,
  event: ProfileEvent,
): Promise<string | null> {
  const profile = event.data;
  const row =
    'artistName' in profile
      ? { kind: 'artist' as const, name: profile.artistName, handle: profile.instagramHandle }
      : { kind: 'studio' as const, name: profile.studioName, handle: profile.handle };
  await keepProfile(trx, { ...row, id: profile.id, status: profile.status, updated_at: profile.updatedAt });
  return statusBefore(context.db, {
    kind: row.kind,
    id: profile.id,
    status: profile.status,
    updatedAt: profile.updatedAt,
  });
}

/** The names of the artist and studio an inquiry or claim refers to (a claim carries its own summaries). */
async function namesOf(trx: NotificationsTrx, event: Handled): Promise<Facts['names']> {
  const data = event.data as { artistId?: string; studioId?: string };
  const claim = event.subject.startsWith('claims.')
    ? (event as TypedEvent<'claims.claim.created'>).data
    : null;
  const artist =
    claim?.artist?.artistName ?? (data.artistId && (await findProfile(trx, 'artist', data.artistId))?.name);
  const studio =
    claim?.studio?.studioName ?? (data.studioId && (await findProfile(trx, 'studio', data.studioId))?.name);
  return { artist: artist || 'the artist', studio: studio || 'the studio' };
}

const messagesOf = (event: TypedEvent<NotifiedSubject>, facts: Facts) =>
  (rules[event.subject] as (data: unknown, facts: Facts) => Message[])(event.data, facts);

export async function registerNotificationConsumers(
  context: NotificationsContext,
  notify: Notify,
  logger: EventLogger,
): Promise<void> {
  const url = (path: string) => absoluteUrl(context.settings.PUBLIC_URL, path);
  await context.consume({
    durable: 'notifications-events',
    subjects: [...notifiedSubjects, ...DELETED],
    async handle(trx, event: Handled) {
      if (event.subject === 'catalog.artist.deleted' || event.subject === 'catalog.studio.deleted') {
        await forgetProfile(
          trx,
          event.subject === 'catalog.artist.deleted' ? 'artist' : 'studio',
          event.data.id,
        );
        return;
      }
      const facts: Facts = {
        url,
        previousStatus: isProfileEvent(event) ? await previousStatusOf(context, trx, event) : null,
        names: await namesOf(trx, event),
      };
      const messages = messagesOf(event, facts);
      const addressed: { message: Message; recipients: Recipient[] | null }[] = [];
      for (const message of messages)
        addressed.push({ message, recipients: await addressesOf(trx, message.to) });
      const missing = addressed.filter((a) => a.recipients === null).map((a) => a.message.to);
      if (missing.length > 0) {
        const attempts = await countWait(context.db, event.id);
        if (attempts < RECIPIENT_ATTEMPTS) {
          throw new Error(`${event.subject} ${event.id} waits for the account of ${JSON.stringify(missing)}`);
        }
        logger.warn(
          { eventId: event.id, subject: event.subject, missing, attempts },
          'no account for these recipients after every retry; they were skipped',
        );
      }
      for (const { message, recipients } of addressed) {
        for (const recipient of recipients ?? []) await notify(trx, event.id, recipient, message.draft);
      }
      await endWait(trx, event.id);
    },
  });
}
