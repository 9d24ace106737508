/**
 * The acknowledgement slip drawn as a picture (issue 20), for a parent who has a phone but
 * no printer: saved to the phone's gallery, shown at the office or sent in a message. Drawn
 * on a canvas by hand (no library: the slip is a few lines), in the page's own font, so
 * Bangla is drawn with the font the page shows it in.
 */
export type SlipContent = {
  school: string;
  heading: string;
  reference: { label: string; value: string };
  rows: readonly (readonly [label: string, value: string])[];
  papers: { heading: string; lines: readonly string[] };
  note: string;
  /** The student's photo as a data URL, or ''. */
  photo: string;
};

const WIDTH = 1080;
const PAD = 56;
const PHOTO = { width: 216, height: 270 };

function loadImage(src: string): Promise<HTMLImageElement | null> {
  if (!src) return Promise.resolve(null);
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

/** `text` broken into lines no wider than `width` in the context's font. */
export function wrap(measure: (text: string) => number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && measure(next) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

type Step = { font: string; text: string; x: number; width: number; gap: number };

/** Draws the slip and gives it as a PNG; null where the browser cannot. */
export async function slipPicture(slip: SlipContent, fontFamily: string): Promise<Blob | null> {
  const photo = await loadImage(slip.photo);
  await document.fonts?.ready;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  const font = (size: number, weight = 400) => `${weight} ${size}px ${fontFamily}`;
  const measureIn = (f: string) => (text: string) => {
    context.font = f;
    return context.measureText(text).width;
  };
  const textWidth = WIDTH - PAD * 2;
  const besidePhoto = textWidth - PHOTO.width - 32;

  // Laid out first (the canvas's height is the slip's), then drawn.
  const steps: Step[] = [];
  const add = (f: string, text: string, x: number, width: number, gap: number) => {
    for (const line of wrap(measureIn(f), text, width))
      steps.push({ font: f, text: line, x, width, gap });
  };
  add(font(30, 700), slip.school, PAD, textWidth, 44);
  add(font(26, 600), slip.heading, PAD, textWidth, 52);
  add(font(24), slip.reference.label, PAD, besidePhoto, 36);
  add(font(44, 700), slip.reference.value, PAD, besidePhoto, 64);
  const headerLines = steps.length;
  for (const [label, value] of slip.rows) {
    add(font(20, 600), label, PAD, besidePhoto, 28);
    add(font(24), value, PAD, besidePhoto, 40);
  }
  add(font(24, 700), slip.papers.heading, PAD, textWidth, 40);
  for (const line of slip.papers.lines) add(font(22), `• ${line}`, PAD, textWidth, 34);
  add(font(20), slip.note, PAD, textWidth, 30);
  // Each line's place: the papers start below the photo, however few the rows beside it.
  const photoBottom = PAD + 150 + PHOTO.height + 24;
  let y = PAD;
  const placed = steps.map((step, i) => {
    if (i >= headerLines && step.width === textWidth && y < photoBottom) y = photoBottom;
    const at = y;
    y += step.gap;
    return { ...step, y: at };
  });
  canvas.width = WIDTH;
  canvas.height = y + PAD;

  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.strokeStyle = '#06283D';
  context.lineWidth = 4;
  context.strokeRect(16, 16, canvas.width - 32, canvas.height - 32);
  context.fillStyle = '#000';
  context.textBaseline = 'top';
  for (const step of placed) {
    context.font = step.font;
    context.fillText(step.text, step.x, step.y);
  }
  if (photo) {
    const x = WIDTH - PAD - PHOTO.width;
    context.drawImage(photo, x, PAD + 150, PHOTO.width, PHOTO.height);
    context.strokeRect(x, PAD + 150, PHOTO.width, PHOTO.height);
  }
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
