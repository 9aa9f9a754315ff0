import { RotateCw, ZoomIn, ZoomOut } from 'lucide-react';
import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { cropImage } from './crop-image';
import { UPLOAD_MAX_SIDE } from './resize-image';

/** Spec §9: zoom 50%-300% in steps of 10%, rotation in 90° steps, minimum crop 50 px. */
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 3;
const ZOOM_STEP = 0.1;
const MIN_CROP = 50;

/** Zoom as a whole percent, so repeated ±10% steps never drift (0.1 is not exact in binary). */
const toPercent = (zoom: number) => Math.round(zoom * 100);
const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 10) / 10));

interface CropDialogProps {
  /** The image to crop (`id` tells two requests for the same image apart); open while set. */
  image: { id: number; src: string } | null;
  aspect: number;
  /** The longest side of the cropped image: the field's upload size, spec §9's 800 px unless told. */
  maxSide?: number;
  onCancel: () => void;
  /** Receives the cropped area as a JPEG data URL. */
  onCrop: (dataUrl: string) => void;
}

/** 'Crop Your Image': pan, zoom and rotate an image, then hand back the selected area. */
export function CropDialog({ image, aspect, maxSide = UPLOAD_MAX_SIDE, onCancel, onCrop }: CropDialogProps) {
  return (
    <Dialog open={image !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      {/* No pop-in scale: the cropper measures its box on load, and a scaled box would shrink the frame. */}
      <DialogContent className="max-w-xl" style={{ animation: 'none' }}>
        <DialogHeader>
          <DialogTitle>Crop Your Image</DialogTitle>
          <DialogDescription>
            Drag to position the image. Zoom and rotate until the frame shows what you want to keep.
          </DialogDescription>
        </DialogHeader>
        {/* A fresh editor per image: zoom, rotation and position start over. */}
        {image ? (
          <CropEditor
            key={image.id}
            src={image.src}
            aspect={aspect}
            maxSide={maxSide}
            onCancel={onCancel}
            onCrop={onCrop}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

type EditorProps = Omit<CropDialogProps, 'image' | 'maxSide'> & { src: string; maxSide: number };

function CropEditor({ src, aspect, maxSide, onCancel, onCrop }: EditorProps) {
  const zoomId = useId();
  const hintId = useId();
  const [position, setPosition] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed' | 'cropping'>('loading');

  const tooSmall = area !== null && (area.width < MIN_CROP || area.height < MIN_CROP);
  const percent = toPercent(zoom);

  const crop = async () => {
    if (!area) return;
    setStatus('cropping');
    try {
      onCrop(await cropImage(src, area, rotation, maxSide));
    } catch {
      setStatus('ready');
      toast.error("Couldn't crop the image", { description: 'Please try again or choose another image.' });
    }
  };

  return (
    <>
      <div className="relative mx-auto aspect-square w-full max-w-[400px] overflow-hidden rounded-xl border border-line bg-white">
        {status === 'failed' ? (
          <p
            role="alert"
            className="absolute inset-0 grid place-items-center p-6 text-center text-sm font-medium text-accent"
          >
            This image could not be loaded. Cancel and try again.
          </p>
        ) : (
          <Cropper
            image={src}
            crop={position}
            zoom={zoom}
            rotation={rotation}
            aspect={aspect}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            restrictPosition={false}
            onCropChange={setPosition}
            onZoomChange={setZoom}
            onRotationChange={setRotation}
            onCropComplete={(_, pixels) => setArea(pixels)}
            onMediaLoaded={() => setStatus((current) => (current === 'loading' ? 'ready' : current))}
            mediaProps={{ onError: () => setStatus('failed') }}
            cropperProps={{ 'aria-label': 'Crop area: drag or use the arrow keys to move the image' }}
          />
        )}
        {status === 'loading' ? (
          <div className="absolute inset-0 grid place-items-center text-muted">
            <Spinner label="Loading image" className="[&_svg]:size-8" />
          </div>
        ) : null}
      </div>

      <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2">
        <label htmlFor={zoomId} className="text-sm font-medium text-ink">
          Zoom
        </label>
        <Button
          variant="outline"
          size="sm"
          className="w-9 px-0!"
          aria-label="Zoom out"
          disabled={percent <= toPercent(MIN_ZOOM)}
          onClick={() => setZoom(clampZoom(zoom - ZOOM_STEP))}
        >
          <ZoomOut aria-hidden="true" className="size-4" />
        </Button>
        <input
          id={zoomId}
          type="range"
          min={toPercent(MIN_ZOOM)}
          max={toPercent(MAX_ZOOM)}
          step={toPercent(ZOOM_STEP)}
          value={percent}
          aria-valuetext={`${percent}%`}
          onChange={(event) => setZoom(clampZoom(Number(event.target.value) / 100))}
          className="h-9 min-w-24 flex-1 cursor-pointer accent-accent"
        />
        <Button
          variant="outline"
          size="sm"
          className="w-9 px-0!"
          aria-label="Zoom in"
          disabled={percent >= toPercent(MAX_ZOOM)}
          onClick={() => setZoom(clampZoom(zoom + ZOOM_STEP))}
        >
          <ZoomIn aria-hidden="true" className="size-4" />
        </Button>
        <output htmlFor={zoomId} className="w-12 text-right text-sm tabular-nums text-muted">
          {percent}%
        </output>
        <Button variant="outline" size="sm" onClick={() => setRotation((rotation + 90) % 360)}>
          <RotateCw aria-hidden="true" className="size-4" />
          Rotate
        </Button>
      </div>

      {tooSmall ? (
        <p id={hintId} role="status" className="mt-3 text-sm font-medium text-accent">
          The selected area is smaller than {MIN_CROP} × {MIN_CROP} pixels. Zoom out to select more.
        </p>
      ) : null}

      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          variant="accent"
          isLoading={status === 'cropping'}
          disabled={status !== 'ready' || area === null || tooSmall}
          aria-describedby={tooSmall ? hintId : undefined}
          onClick={crop}
        >
          {status === 'cropping' ? 'Cropping...' : 'Crop Image'}
        </Button>
      </DialogFooter>
    </>
  );
}
