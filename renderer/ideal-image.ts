/**
 * `@theme/IdealImage` (Docusaurus's plugin-ideal-image): `<IdealImage img={require('./shot.png')} />`.
 * What the `img` prop holds depends on how the image was loaded: here `require('./x.png')` is the
 * module (`{ default: url }`); Docusaurus's loader gives `{ src: { src, width, height } }`; a plain
 * URL string is also accepted. Shared by the server runtime and the browser one.
 */
export function idealImageSrc(img: unknown): string | undefined {
  if (typeof img === 'string') return img;
  if (!img || typeof img !== 'object') return undefined;
  const value = img as { default?: unknown; src?: unknown };
  if (typeof value.default === 'string') return value.default;
  if (typeof value.src === 'string') return value.src;
  if (value.src && typeof value.src === 'object' && typeof (value.src as { src?: unknown }).src === 'string') return (value.src as { src: string }).src;
  return undefined;
}
