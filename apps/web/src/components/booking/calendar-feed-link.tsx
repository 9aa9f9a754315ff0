import { useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ActionDialog } from '@/components/action-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { bookingApi } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useCommand } from '@/lib/use-command';
import { bookingKeys, calendarFeedQueryOptions, type OwnerAs } from './booking-api';
import { LoadFailed } from './load-states';

/** Asks before the old link stops working: it is what every subscribed calendar reads. */
function RotateFeed({ as }: { as: OwnerAs | undefined }) {
  const [open, setOpen] = useState(false);
  const rotate = useCommand({
    mutationFn: () => bookingApi.rotateFeed({ query: as ? { as } : {} }),
    success: { title: 'New calendar link ready', description: 'Subscribe to it again where you need it.' },
    failure: { title: "Couldn't rotate the link", description: 'Please try again.' },
    onSuccess: (feed, _variables, queryClient) => queryClient.setQueryData(bookingKeys.feed(as), feed),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rotate.mutate(undefined, { onSuccess: () => setOpen(false) });
  };
  return (
    <ActionDialog
      trigger={
        <Button variant="outline" size="sm">
          Rotate link
        </Button>
      }
      title="Rotate the calendar link?"
      description="Calendars subscribed to the old link will stop updating."
      confirm="Rotate link"
      alert
      open={open}
      onOpenChange={setOpen}
      isPending={rotate.isPending}
      onSubmit={submit}
    />
  );
}

/**
 * The secret calendar feed (issue 23 item 9): a read-only link to subscribe to in any calendar app, copied with one
 * press, and a new link when the old one got out.
 */
export function CalendarFeedLink({ as }: { as: OwnerAs | undefined }) {
  const id = useId();
  const feed = useQuery(calendarFeedQueryOptions(as));
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied!', { description: 'Paste it into your calendar app to subscribe.' });
    } catch {
      toast.error('Error', { description: 'Failed to copy link' });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-xl">
          Calendar feed
        </CardTitle>
        <CardDescription id={`${id}-hint`}>
          Subscribe to this link in Google Calendar, Apple Calendar or Outlook and your sessions show there,
          kept up to date. Keep it private: anyone with the link can read your schedule.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {feed.isPending ? (
          <div role="status" aria-label="Loading the calendar link" className="flex flex-col gap-3">
            <Skeleton className="h-5 w-36" />
            <Skeleton className="h-11 w-full rounded-lg" />
          </div>
        ) : feed.isError ? (
          <LoadFailed what="the calendar link" retry={feed.refetch} isRetrying={feed.isFetching} />
        ) : (
          <>
            <Label htmlFor={`${id}-url`}>Calendar feed link</Label>
            <Input
              id={`${id}-url`}
              readOnly
              value={feed.data.url}
              aria-describedby={`${id}-hint`}
              onFocus={(event) => event.currentTarget.select()}
            />
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => void copy(feed.data.url)}>
                <Copy aria-hidden="true" className="size-4" />
                Copy
              </Button>
              <RotateFeed as={as} />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
