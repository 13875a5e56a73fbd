/** sharp (and libvips), loaded with the first picture rather than at start (docs/quality.md, cold start). */
const loadSharp = () => import('sharp').then((module) => module.default);
let sharpModule: ReturnType<typeof loadSharp> | null = null;

/** Large enough for any phone photo; small enough that a decompression bomb is refused. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ReencodeOptions {
  /** The formats accepted, as sharp reads them from the content ('jpeg', 'png', 'webp', 'heif'). */
  formats: ReadonlySet<string>;
  /** The box the picture is fitted to: `cover` crops to it, `inside` shrinks into it and never enlarges. */
  resize: { width: number; height: number; fit: 'cover' | 'inside' };
  output: 'webp' | 'jpeg';
}

/**
 * What an uploaded picture is, decided by its content rather than its name or declared type
 * (SECURITY C10); then decoded and re-encoded, which drops anything hidden in it, location data and
 * every other EXIF field included (sharp copies no metadata unless asked). Answers null when the
 * bytes are not a picture of an accepted format, or cannot be decoded: the caller says why in its
 * own words. Profile pictures and claim photos both come through here.
 */
export async function reencodeImage(upload: Buffer, options: ReencodeOptions): Promise<Buffer | null> {
  const sharp = await (sharpModule ??= loadSharp());
  let format: string | undefined;
  try {
    format = (await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    return null;
  }
  if (!format || !options.formats.has(format)) return null;
  try {
    const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      // Turned upright by its orientation tag, which then goes with the rest of the metadata.
      .rotate()
      .resize(options.resize.width, options.resize.height, {
        fit: options.resize.fit,
        withoutEnlargement: options.resize.fit === 'inside',
      });
    return await (options.output === 'webp' ? image.webp({ quality: 82 }) : image.jpeg({ quality: 85 })).toBuffer();
  } catch {
    return null;
  }
}
