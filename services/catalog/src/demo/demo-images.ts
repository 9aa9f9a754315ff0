import sharp from 'sharp';

// Demo pictures drawn locally (SVG → PNG with sharp): no network, no bundled binaries, and the same input always
// gives the same bytes, so the media store's hashes are stable from one seed to the next.

/** A small deterministic random sequence, so every seed draws the same picture every time. */
function random(seed: number) {
  let state = seed * 9301 + 49297;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Petals around a centre: reads as a mandala, a flower or a sun depending on the numbers drawn. */
function motif(cx: number, cy: number, size: number, seed: number, hue: number, ink: string) {
  const next = random(seed);
  const petals = 6 + Math.floor(next() * 10);
  const ring = size * (0.35 + next() * 0.2);
  const shapes: string[] = [];
  for (let i = 0; i < petals; i++) {
    const angle = (360 / petals) * i;
    shapes.push(
      `<ellipse cx="${cx}" cy="${cy - ring}" rx="${size * 0.12}" ry="${size * 0.3}" transform="rotate(${angle} ${cx} ${cy})" fill="hsl(${(hue + i * 7) % 360},65%,${45 + next() * 20}%)" stroke="${ink}" stroke-width="${size * 0.015}"/>`,
    );
  }
  shapes.push(`<circle cx="${cx}" cy="${cy}" r="${size * 0.22}" fill="${ink}"/>`);
  shapes.push(
    `<circle cx="${cx}" cy="${cy}" r="${size * 0.12}" fill="hsl(${(hue + 180) % 360},70%,60%)" stroke="#fff" stroke-width="${size * 0.02}"/>`,
  );
  return shapes.join('');
}

const svg = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);

const render = (width: number, height: number, body: string) =>
  sharp(svg(width, height, body))
    .png()
    .toBuffer();

const label = (x: number, y: number, size: number, text: string, fill = '#fff') =>
  `<text x="${x}" y="${y}" font-family="sans-serif" font-weight="bold" font-size="${size}" fill="${fill}" text-anchor="middle">${escapeXml(text)}</text>`;

/** A portfolio piece: skin-toned ground with an inked motif. */
export const portfolioImage = (seed: number, hue: number) =>
  render(
    800,
    1000,
    `<rect width="100%" height="100%" fill="hsl(28,45%,${70 + (seed % 3) * 5}%)"/>${motif(400, 500, 430, seed, hue, '#1b1b1b')}`,
  );

/** A flash sheet: line work on paper. */
export const flashImage = (seed: number, hue: number) =>
  render(
    600,
    600,
    `<rect width="100%" height="100%" fill="#f7f3ea"/>${motif(300, 300, 360, seed + 500, hue, '#111')}`,
  );

/** A 3:4 profile photo stand-in: initials on the artist's colour. */
export const profileImage = (name: string, hue: number) =>
  render(
    600,
    800,
    `<rect width="100%" height="100%" fill="hsl(${hue},40%,30%)"/><circle cx="300" cy="330" r="170" fill="hsl(${hue},45%,55%)"/>${label(300, 390, 150, initials(name))}`,
  );

export const logoImage = (name: string, hue: number) =>
  render(
    400,
    400,
    `<rect width="100%" height="100%" fill="#111"/><circle cx="200" cy="200" r="170" fill="none" stroke="hsl(${hue},70%,55%)" stroke-width="16"/>${label(200, 245, 120, initials(name))}`,
  );

export const bannerImage = (name: string, hue: number) =>
  render(
    1600,
    500,
    `<defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},55%,25%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,45%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${motif(1350, 250, 300, hue, hue, '#000')}${label(600, 280, 90, name)}`,
  );

/** Studio photos: a room (interior) or a storefront (exterior) in simple shapes. */
export const studioPhoto = (kind: 'interior' | 'exterior', seed: number, hue: number) => {
  const next = random(seed + (kind === 'interior' ? 1000 : 2000));
  const body =
    kind === 'interior'
      ? `<rect width="100%" height="100%" fill="hsl(${hue},20%,85%)"/><rect y="560" width="1200" height="240" fill="hsl(30,30%,${35 + next() * 15}%)"/>` +
        `<rect x="${120 + next() * 200}" y="380" width="420" height="200" rx="20" fill="#222"/>` +
        `<rect x="760" y="120" width="280" height="340" fill="#fff" stroke="#333" stroke-width="10"/>${motif(900, 290, 220, seed, hue, '#222')}`
      : `<rect width="100%" height="100%" fill="hsl(205,60%,${70 + next() * 10}%)"/><rect x="150" y="200" width="900" height="600" fill="hsl(${hue},35%,40%)"/>` +
        `<rect x="260" y="420" width="300" height="380" fill="#333"/><rect x="640" y="420" width="320" height="220" fill="#cde"/>` +
        `<rect x="200" y="240" width="800" height="120" fill="#111"/>${label(600, 325, 70, 'TATTOO')}`;
  return render(1200, 800, body);
};

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter((word) => /^[a-z]/i.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}
