// A signature pad: the person signs on a canvas with a mouse, a finger or a pen (pointer events), or, from
// the keyboard, types their name, which the pad writes in a handwriting-like face, as many portals accept.
// Either way the pad hands over a PNG (white background, dark ink), sent as `signature[signatureN]`.
import { Box, Button, Group, Text, TextInput } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';

/** A stroke's points, as fractions of the pad's width and height: the pad keeps them through a resize. */
type Stroke = { x: number; y: number }[];

const HEIGHT = 180;
const INK = '#1a2340';
/** Faces that read as handwriting on the systems people have; `cursive` is the browser's own fallback. */
const SCRIPT_FONT = '"Segoe Script", "Brush Script MT", "Lucida Handwriting", "Snell Roundhand", "URW Chancery L", "Apple Chancery", cursive';
/** The PNG is at most this wide: sharp on paper, far below the 256 KB a signature part may be. */
const EXPORT_MAX_WIDTH = 1000;

const draw = (ctx: CanvasRenderingContext2D, width: number, height: number, strokes: readonly Stroke[], typed: string, scale: number) => {
  ctx.clearRect(0, 0, width, height);
  ctx.strokeStyle = INK;
  ctx.fillStyle = INK;
  ctx.lineWidth = 2.5 * scale;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const stroke of strokes) {
    ctx.beginPath();
    stroke.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x * width, p.y * height) : ctx.lineTo(p.x * width, p.y * height)));
    // A tap leaves a dot.
    if (stroke.length === 1) ctx.lineTo(stroke[0]!.x * width + 0.5, stroke[0]!.y * height);
    ctx.stroke();
  }
  if (typed.trim()) {
    let size = height * 0.42;
    ctx.font = `italic ${size}px ${SCRIPT_FONT}`;
    // Long names shrink to fit the pad.
    while (ctx.measureText(typed).width > width * 0.9 && size > 12) {
      size -= 2;
      ctx.font = `italic ${size}px ${SCRIPT_FONT}`;
    }
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(typed, width * 0.05, height * 0.68);
  }
};

/** A data URL's bytes as a Blob, at once (toBlob answers later, and a save may not wait for it). */
const blobOf = (dataUrl: string): Blob => {
  const [head = '', base64 = ''] = dataUrl.split(',');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: /^data:([^;]+)/.exec(head)?.[1] ?? 'image/png' });
};

/**
 * The signature as a PNG on white, or null when the pad is empty. Made in the same tick as the stroke or
 * key that changed it, so a save never carries an earlier state of the signature than the pad shows.
 */
const exportPng = (cssWidth: number, strokes: readonly Stroke[], typed: string): Blob | null => {
  if (strokes.length === 0 && !typed.trim()) return null;
  const width = Math.min(EXPORT_MAX_WIDTH, Math.round(cssWidth * 2));
  const height = Math.round((width / cssWidth) * HEIGHT);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  draw(ctx, width, height, strokes, typed, width / cssWidth);
  // White under the ink: the PNG reads the same on a dark page and on paper.
  ctx.globalCompositeOperation = 'destination-over';
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  return blobOf(canvas.toDataURL('image/png'));
};

export interface SignaturePadProps {
  id: string;
  /** What the pad signs for, in its accessible name: "Student signature". */
  label: string;
  describedBy?: string;
  invalid: boolean;
  /** A new PNG after each stroke or typed change; null when cleared. */
  onChange: (png: Blob | null) => void;
}

export function SignaturePad({ id, label, describedBy, invalid, onChange }: SignaturePadProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Stroke[]>([]);
  const drawing = useRef<Stroke | null>(null);
  const [typed, setTyped] = useState('');
  const [typing, setTyping] = useState(false);
  const [empty, setEmpty] = useState(true);
  const typedRef = useRef('');
  typedRef.current = typed;

  const redraw = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.clientWidth;
    if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(HEIGHT * ratio)) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(HEIGHT * ratio);
    }
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    draw(ctx, width, HEIGHT, strokes.current, typedRef.current, 1);
  }, []);

  // The pad follows its box's width (a phone turned, a window resized); the strokes are kept.
  useEffect(() => {
    redraw();
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => redraw());
    observer.observe(box);
    return () => observer.disconnect();
  }, [redraw]);

  const publish = () => {
    const width = canvasRef.current?.clientWidth || 600;
    setEmpty(strokes.current.length === 0 && !typedRef.current.trim());
    onChange(exportPng(width, strokes.current, typedRef.current));
  };

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    // Drawing replaces a typed name: one signature at a time.
    if (typedRef.current) {
      setTyped('');
      typedRef.current = '';
    }
    drawing.current = [pointAt(event)];
    strokes.current = [...strokes.current, drawing.current];
    redraw();
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    // Pens and fingers report several points per frame: take them all for a smooth line.
    const events = typeof event.nativeEvent.getCoalescedEvents === 'function' ? event.nativeEvent.getCoalescedEvents() : [];
    const rect = event.currentTarget.getBoundingClientRect();
    const points = (events.length ? events : [event]).map((e) => ({
      x: (e.clientX - rect.left) / rect.width,
      y: (e.clientY - rect.top) / rect.height,
    }));
    drawing.current.push(...points);
    redraw();
  };

  const onPointerUp = () => {
    if (!drawing.current) return;
    drawing.current = null;
    publish();
  };

  const clear = () => {
    strokes.current = [];
    typedRef.current = '';
    setTyped('');
    redraw();
    setEmpty(true);
    onChange(null);
  };

  const type = (value: string) => {
    strokes.current = [];
    typedRef.current = value;
    setTyped(value);
    redraw();
    publish();
  };

  return (
    <Box>
      <Box
        ref={boxRef}
        pos="relative"
        style={{
          border: `1px solid ${invalid ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
          borderRadius: 'var(--mantine-radius-md)',
          background: '#fff',
          overflow: 'hidden',
        }}
      >
        <canvas
          ref={canvasRef}
          id={id}
          role="img"
          aria-label={`${label}: a pad to sign on with a mouse, finger or pen`}
          aria-describedby={describedBy}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          style={{ display: 'block', width: '100%', height: HEIGHT, touchAction: 'none', cursor: 'crosshair' }}
        />
        {/* The line to sign on, under the ink: not part of the PNG. */}
        <Box aria-hidden pos="absolute" left="5%" right="5%" top={HEIGHT * 0.72} style={{ borderTop: '1px dashed #9aa3b5', pointerEvents: 'none' }} />
        {empty && (
          <Text aria-hidden size="sm" c="#5c6478" pos="absolute" left="5%" top={HEIGHT * 0.74} style={{ pointerEvents: 'none' }}>
            Sign above the line
          </Text>
        )}
      </Box>
      <Group gap="xs" mt="xs" wrap="wrap">
        <Button variant="default" size="xs" onClick={clear} disabled={empty}>
          Clear
        </Button>
        <Button variant="subtle" size="xs" onClick={() => setTyping((on) => !on)} aria-expanded={typing} aria-controls={`${id}-typed`}>
          {typing ? 'Hide the typed signature' : 'Type your name instead'}
        </Button>
      </Group>
      {typing && (
        <TextInput
          id={`${id}-typed`}
          mt="xs"
          label="Type your full name to sign"
          description="The pad writes it as your signature. Typing it counts as signing, as a drawn signature does."
          value={typed}
          maxLength={80}
          autoComplete="name"
          onChange={(e) => type(e.currentTarget.value)}
        />
      )}
    </Box>
  );
}
