import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { SortableThumb } from './sortable-thumb';

interface SortableGridProps {
  urls: string[];
  label: string;
  aspect: string;
  /** What each image is drawn from, when the values are not URLs. */
  preview?: ((value: string) => string) | undefined;
  className: string;
  onMove: (from: number, to: number) => void;
  onCrop: (index: number) => void;
  onRemove: (index: number) => void;
  /** Extra tiles after the images (uploads in progress). */
  children?: ReactNode;
}

const screenReaderInstructions = {
  draggable:
    'To pick up an image, press Space or Enter. Use the arrow keys to move it, then press Space or Enter to ' +
    'drop it in its new place, or Escape to cancel.',
};

/**
 * The chosen images in a grid that reorders by dragging the handle: mouse (after a few pixels, so a click is
 * still a click), touch (after a short press) and keyboard (Space, arrows, Space), each move announced.
 */
export function SortableGrid({
  urls,
  label,
  aspect,
  preview,
  className,
  onMove,
  onCrop,
  onRemove,
  children,
}: SortableGridProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier) => urls.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up image ${position(active.id)} of ${urls.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Image ${position(active.id)} is over position ${position(over.id)} of ${urls.length}.`
        : `Image ${position(active.id)} is not over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Image ${position(active.id)} was dropped at position ${position(over.id)} of ${urls.length}.`
        : `Image ${position(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving cancelled. Image ${position(active.id)} stays in place.`,
  };

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(position(active.id) - 1, position(over.id) - 1);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <SortableContext items={urls} strategy={rectSortingStrategy}>
        <ul className={className}>
          {urls.map((url, index) => (
            <SortableThumb
              key={url}
              url={url}
              src={preview ? preview(url) : url}
              position={index + 1}
              label={label}
              aspect={aspect}
              movable={urls.length > 1}
              onCrop={() => onCrop(index)}
              onRemove={() => onRemove(index)}
            />
          ))}
          {children}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
