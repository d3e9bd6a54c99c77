// The social preview image (Open Graph, Twitter) of every page: the Lumoplast mark and name on navy.
// Run `node scripts/media/brand.mjs` after changing it; the PNG is committed.
import sharp from 'sharp';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#0d1f2b"/>
  <g transform="translate(120 215)">
    <g fill="none" stroke="#f4f7f9" stroke-width="14"><rect x="7" y="7" width="186" height="186" rx="56"/><rect x="53" y="53" width="94" height="94" rx="30"/></g>
    <circle cx="100" cy="100" r="18" fill="#e8a33d"/>
  </g>
  <text x="380" y="350" fill="#f4f7f9" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="120" font-weight="700">Lumoplast</text>
  <rect x="0" y="590" width="1200" height="40" fill="#005f73"/>
  <rect x="0" y="590" width="420" height="40" fill="#e8a33d"/>
</svg>`;

const info = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile('public/media/brand/lumoplast-og.png');
console.log(`public/media/brand/lumoplast-og.png: ${info.width}×${info.height}, ${info.size} bytes`);
