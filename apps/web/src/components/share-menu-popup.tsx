import { Link2, Mail, MessageSquare, SquareArrowOutUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/lib/toast';
import { defaultShareTrigger, shareTriggerClass } from './share-trigger';

interface ToastText {
  title: string;
  description: string;
}

export interface ShareMenuProps {
  /** The absolute URL to share. */
  url: string;
  title: string;
  /** Body of the text message; defaults to '{title} {url}'. */
  smsText?: string;
  copiedToast: ToastText;
  failureToast: ToastText;
  /** In-app links after the share actions (the artist adds 'Embed on Website'). */
  extraItems?: Array<{ label: string; href: string }>;
  /** Replaces the default 'Share' button content. */
  trigger?: ReactNode;
  triggerClassName?: string;
}

/** The menu itself (Radix), loaded after the page draws: see share-menu.tsx. */
export function ShareMenuPopup({
  url,
  title,
  smsText,
  copiedToast,
  failureToast,
  extraItems = [],
  trigger,
  triggerClassName,
  defaultOpen = false,
}: ShareMenuProps & { defaultOpen?: boolean }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(copiedToast.title, { description: copiedToast.description });
    } catch {
      toast.error(failureToast.title, { description: failureToast.description });
    }
  };
  const sms = `sms:?&body=${encodeURIComponent(smsText ?? `${title} ${url}`)}`;
  const mail = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={shareTriggerClass(triggerClassName)}>
        {trigger ?? defaultShareTrigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => void copy()}>
          <Link2 aria-hidden="true" />
          Copy Link
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={sms}>
            <MessageSquare aria-hidden="true" />
            SMS
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={mail}>
            <Mail aria-hidden="true" />
            Email
          </a>
        </DropdownMenuItem>
        {extraItems.length > 0 ? <DropdownMenuSeparator /> : null}
        {extraItems.map((item) => (
          <DropdownMenuItem key={item.href} asChild>
            <Link to={item.href}>
              <SquareArrowOutUpRight aria-hidden="true" />
              {item.label}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
