import type { DesignImage } from '@inkbook/contracts/design';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { downloadDesign } from '../utils/links';

interface DesignPreviewProps {
  /** The open design and its number (1-based), or null when closed. */
  open: { image: DesignImage; n: number } | null;
  onClose: () => void;
  /** After closing: the dialog has no trigger of its own to give focus back to. */
  onClosed: () => void;
}

/** A design at full size (spec §2): Download, Close, and the prompt it was drawn from. */
export function DesignPreview({ open, onClose, onClosed }: DesignPreviewProps) {
  const prompt = open?.image.prompt;
  return (
    <Dialog open={open !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        hideClose
        // Large on a desktop (at least 1024 px wide), so the linework can be judged before downloading.
        className="sm:max-w-2xl lg:max-w-[1088px]"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
        {...(prompt ? {} : { 'aria-describedby': undefined })}
      >
        {open ? (
          <>
            <DialogHeader>
              <DialogTitle>Design {open.n}</DialogTitle>
              {prompt ? <DialogDescription>{prompt}</DialogDescription> : null}
            </DialogHeader>
            <img
              src={open.image.url}
              width={open.image.width}
              height={open.image.height}
              alt={`Design ${open.n} at full size`}
              className="mx-auto h-auto max-h-[70dvh] w-auto max-w-full rounded-xl bg-white object-contain"
            />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
              <Button variant="accent" onClick={() => downloadDesign(open.image.url)}>
                <Download aria-hidden="true" className="size-4" />
                Download
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
