import {
  type Books,
  type BooksStatus,
  booksLabel,
  REQUEST_CAP_MAX,
  REQUEST_CAP_MIN,
  spotsLeftText,
} from '@inkbook/contracts/availability-rules';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { RadioField } from '@/components/radio-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { WhenIdle } from '@/components/when-idle';
import { useCommand } from '@/lib/use-command';
import { todayIso } from './dates';

/** What PUT /api/artists/{id} and /api/studios/{id} take as `books` (contracts' booksUpdateSchema). */
export interface BooksBody {
  books: { status: BooksStatus; reopensOn: string | null; requestCap: number | null };
}

/** As the inputs hold them; nested under `books` so the server's field paths ('books.requestCap') land on them. */
interface BooksValues {
  books: { status: BooksStatus; reopensOn: string; requestCap: string };
}

const statusOptions = [
  { value: 'open', label: 'Open', description: 'Anyone can send an inquiry.' },
  { value: 'closed', label: 'Closed', description: 'No inquiries; people can join your waitlist.' },
  { value: 'waitlist', label: 'Waitlist only', description: 'New clients join the waitlist instead.' },
] as const;

// The contracts' messages (booksUpdateSchema), checked here without zod: the dashboard's first load stays without it.
const CAP_RANGE = `Request cap must be between ${REQUEST_CAP_MIN} and ${REQUEST_CAP_MAX}`;

const valuesOf = (books: Books): BooksValues => ({
  books: {
    status: books.status,
    reopensOn: books.reopensOn ?? '',
    requestCap: books.requestCap === null ? '' : String(books.requestCap),
  },
});

interface BooksCardProps<T> {
  books: Books;
  /** Sends `{ books }` alone in the profile's partial PUT. */
  save: (body: BooksBody) => Promise<T>;
  /** Brings the dashboard's copies of the profile up to date with the answer. */
  onSaved: (answer: T, queryClient: QueryClient) => unknown;
}

/**
 * The card as the dashboards draw it: in a render of its own at the browser's first idle moment after the page has
 * drawn. Its radio group measures itself as it mounts (Radix's size and presence checks): drawn with the dashboard,
 * that made the browser style and lay out the whole page inside the dashboard's one long task (issue 30).
 */
export function BooksCardWhenIdle<T>(props: BooksCardProps<T>) {
  return (
    <WhenIdle fallback={<BooksCardSkeleton />}>
      <BooksCard {...props} />
    </WhenIdle>
  );
}

/** The card at about its size, so what follows it does not move when it arrives. */
function BooksCardSkeleton() {
  return (
    <div role="status" aria-label="Loading your books">
      <Skeleton className="h-[34rem] w-full rounded-2xl" />
    </div>
  );
}

/** Issue 26 item 1: whether the books are open, when they reopen, and the cap after which they close by themselves. */
export function BooksCard<T>({ books, save, onSaved }: BooksCardProps<T>) {
  const form = useForm<BooksValues>({ defaultValues: valuesOf(books) });
  const queryClient = useQueryClient();
  const status = useWatch({ control: form.control, name: 'books.status' });
  const command = useCommand({
    mutationFn: (body: BooksBody) => save(body),
    success: { title: 'Books updated' },
    failure: { title: 'Update Failed', description: 'We could not save your books. Please try again.' },
    form,
    onSuccess: async (answer) => {
      await onSaved(answer, queryClient);
      form.reset(form.getValues());
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ books: values }) =>
    command.mutate({
      books: {
        status: values.status,
        // A date says when closed books reopen: open books have none.
        reopensOn: values.status === 'open' || values.reopensOn === '' ? null : values.reopensOn,
        requestCap: values.requestCap.trim() === '' ? null : Number(values.requestCap),
      },
    }),
  );

  return (
    <Card id="books" className="scroll-mt-20 bg-white">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Your books</CardTitle>
          <p className="flex flex-wrap gap-2">
            <Badge variant={books.status === 'open' ? 'success' : 'accent'}>{booksLabel(books)}</Badge>
            {books.status === 'open' && books.spotsLeft !== null ? (
              <Badge variant="outline">{spotsLeftText(books.spotsLeft)}</Badge>
            ) : null}
          </p>
        </div>
        <CardDescription>Close your books when you are full: clients can join your waitlist.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate aria-label="Books" className="flex flex-col gap-4" onSubmit={submit}>
          <RadioField
            id="books-status"
            label="Books"
            options={statusOptions}
            columns={1}
            value={status}
            error={errors.books?.status?.message}
            onChange={(value) => {
              form.setValue('books.status', value as BooksStatus, { shouldDirty: true });
              if (value === 'open') form.setValue('books.reopensOn', '', { shouldDirty: true });
            }}
          />
          {status === 'open' ? null : (
            <FormField
              id="books-reopens-on"
              type="date"
              label="Reopening date (optional)"
              hint="Shown on your profile as the month you reopen."
              min={todayIso()}
              error={errors.books?.reopensOn?.message}
              {...form.register('books.reopensOn', {
                validate: (value) =>
                  value === '' || value >= todayIso() || 'Reopening date cannot be in the past',
              })}
            />
          )}
          <FormField
            id="books-request-cap"
            type="number"
            inputMode="numeric"
            min={REQUEST_CAP_MIN}
            max={REQUEST_CAP_MAX}
            step={1}
            label="Close to new requests after (optional)"
            hint="Number of inquiries; then new clients join the waitlist. Leave empty for no limit."
            error={errors.books?.requestCap?.message}
            {...form.register('books.requestCap', {
              validate: (value) => {
                if (value.trim() === '') return true;
                const cap = Number(value);
                return (
                  (Number.isInteger(cap) && cap >= REQUEST_CAP_MIN && cap <= REQUEST_CAP_MAX) || CAP_RANGE
                );
              },
            })}
          />
          <div>
            <Button type="submit" variant="accent" isLoading={command.isPending}>
              {command.isPending ? 'Saving...' : 'Save Books'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
