import { usePrivateImage } from '~/lib/use-private-image';

const sizes = { sm: 36, lg: 112 } as const;

/**
 * A user's round picture. `url` is `user.profile_img` (our own URL, which needs the bearer token);
 * the default picture shows while it loads, when it fails and when there is none.
 */
export function Avatar({
  url,
  size = 'sm',
  alt = '',
  className = '',
}: {
  url: string | null | undefined;
  size?: keyof typeof sizes;
  /** Empty when a name is shown beside the picture, so a screen reader does not hear it twice. */
  alt?: string;
  className?: string;
}) {
  const src = usePrivateImage(url);
  const pixels = sizes[size];
  return (
    <img
      src={src}
      alt={alt}
      width={pixels}
      height={pixels}
      decoding="async"
      className={`shrink-0 rounded-full bg-teal-50 object-cover ${size === 'lg' ? 'size-28' : 'size-9'} ${className}`}
    />
  );
}
