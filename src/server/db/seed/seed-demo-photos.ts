import sharp from 'sharp';

/**
 * Clinical photos for the demo stages, drawn (SVG rendered by sharp, the library the photo routes use) rather than
 * shipped: a face, the front teeth, the upper arch and a panoramic X-ray. `crowding` (1: as first seen, 0: aligned)
 * moves the teeth, so "Compare stages" shows two stages of one patient differing; `seed` varies the patient.
 */
export const DEMO_PHOTO_TYPES = [
  { type: 1, name: 'frontal-relaxed.jpg' },
  { type: 4, name: 'intraoral-frontal.jpg' },
  { type: 7, name: 'upper-occlusal.jpg' },
  { type: 9, name: 'panoramic-xray.jpg' },
] as const;

const WIDTH = 480;
const HEIGHT = 360;

/** The x offsets of 10 front-to-back teeth, pushed off the line by the crowding. */
function toothOffsets(crowding: number, seed: number): number[] {
  return Array.from({ length: 10 }, (_, index) => Math.sin((index + 1) * (seed + 1.7)) * crowding * 9);
}

function teethRow(y: number, crowding: number, seed: number, fill: string): string {
  return toothOffsets(crowding, seed)
    .map((offset, index) => {
      const x = 60 + index * 36;
      return `<rect x="${x}" y="${y + offset}" width="30" height="${index % 9 === 0 ? 40 : 52}" rx="8" fill="${fill}" stroke="#9a8f80" stroke-width="2"/>`;
    })
    .join('');
}

function archTeeth(crowding: number, seed: number): string {
  return toothOffsets(crowding, seed)
    .concat(toothOffsets(crowding, seed + 3).slice(0, 4))
    .map((offset, index, all) => {
      const angle = Math.PI * (0.1 + (0.8 * index) / (all.length - 1));
      const x = 240 - Math.cos(angle) * 160 + offset;
      const y = 300 - Math.sin(angle) * 210 + offset * 0.6;
      return `<ellipse cx="${x}" cy="${y}" rx="15" ry="12" fill="#f6f1e7" stroke="#9a8f80" stroke-width="2"/>`;
    })
    .join('');
}

function svgOf(type: number, crowding: number, seed: number): string {
  const skin = ['#e8c4a0', '#d9a97c', '#f0d2b4'][seed % 3];
  const body =
    type === 1
      ? `<rect width="100%" height="100%" fill="#c9d6df"/><ellipse cx="240" cy="190" rx="110" ry="145" fill="${skin}"/>` +
        `<circle cx="200" cy="160" r="10" fill="#3b3b3b"/><circle cx="280" cy="160" r="10" fill="#3b3b3b"/>` +
        `<path d="M200 260 Q240 ${272 + crowding * 6} 280 260" stroke="#8c4a3c" stroke-width="6" fill="none"/>`
      : type === 4
        ? `<rect width="100%" height="100%" fill="#7a2f35"/><rect x="40" y="70" width="400" height="220" rx="90" fill="#c7646b"/>` +
          teethRow(110, crowding, seed, '#f6f1e7') +
          teethRow(170, crowding, seed + 5, '#efe7d8')
        : type === 7
          ? `<rect width="100%" height="100%" fill="#6b2a30"/><ellipse cx="240" cy="230" rx="200" ry="170" fill="#c7646b"/>` +
            archTeeth(crowding, seed)
          : `<rect width="100%" height="100%" fill="#111"/><ellipse cx="240" cy="180" rx="210" ry="120" fill="#2b2b2b"/>` +
            teethRow(120, crowding, seed, '#d9d9d9') +
            teethRow(185, crowding, seed + 5, '#c8c8c8');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${body}</svg>`;
}

/** The photo (JPEG) of one slot, with its size. */
export async function demoPhoto(
  type: number,
  crowding: number,
  seed: number,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(Buffer.from(svgOf(type, crowding, seed)))
    .jpeg({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
