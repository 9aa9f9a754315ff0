import { Check, Copy, Eye, EyeOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';

interface EmbedCodeProps {
  code: string;
  /** The framed URL the preview shows. */
  src: string;
  width: number;
  height: number;
  name: string;
}

/** The generated iframe code with Copy ('Copied!' for 2 s, spec §9) and a live preview toggle. */
export function EmbedCode({ code, src, width, height, name }: EmbedCodeProps) {
  const [copied, setCopied] = useState(false);
  const [preview, setPreview] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      toast.error('Failed to copy', { description: 'Failed to copy to clipboard' });
    }
  };

  return (
    <div>
      <Label htmlFor="embed-code">Embed code</Label>
      <textarea
        id="embed-code"
        readOnly
        value={code}
        rows={5}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1.5 block w-full resize-none rounded-xl border border-line bg-ink p-4 font-mono text-xs leading-relaxed text-paper"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="accent" onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? 'Copied!' : 'Copy Code'}
        </Button>
        <Button variant="outline" aria-expanded={preview} onClick={() => setPreview((value) => !value)}>
          {preview ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
          {preview ? 'Hide Preview' : 'Preview'}
        </Button>
      </div>
      {preview ? (
        <div className="mt-6 overflow-x-auto rounded-2xl border border-dashed border-line bg-[repeating-linear-gradient(45deg,transparent_0_12px,rgba(15,15,16,0.03)_12px_24px)] p-6">
          <iframe
            src={src}
            width={width}
            height={height}
            title={`Preview: ${name} on Inkbook`}
            className="mx-auto block max-w-full rounded-2xl border-0"
          />
        </div>
      ) : null}
    </div>
  );
}
