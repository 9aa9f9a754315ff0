import { Info } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

/** The info icon beside the inline quote and the dialog it opens (spec §2 'pricing disclaimer dialog'). */
export function PricingDisclaimer({ artistFirstName }: { artistFirstName: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          type="button"
          aria-label="Pricing disclaimer"
          className="grid size-9 place-items-center rounded-full text-muted transition-colors hover:bg-paper-deep hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
        >
          <Info aria-hidden="true" className="size-5" />
        </button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pricing Disclaimer</DialogTitle>
          <DialogDescription>This estimate is guidance only.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3 text-sm text-ink-soft">
          <p>
            It assumes a standard rate of $200 per hour and is worked out from the size, complexity, colour
            and placement you chose. Time in the chair, detail and the artist's own rates can change the final
            price.
          </p>
          <p>{artistFirstName}'s official quote is confirmed with you before booking.</p>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="primary">Got it</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
