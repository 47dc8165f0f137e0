import { usePhotoUrl } from '../hooks/use-photo-url';

const sizeClasses = { sm: 'size-10 text-base', lg: 'size-20 text-2xl' } as const;

/** The patient's photo (stored or still queued on this device), or their initial; decorative: the name is beside it. */
export function PatientAvatar({
  name,
  avatar,
  avatarUrl,
  size = 'sm',
}: {
  name: string;
  avatar: unknown;
  avatarUrl: string | null;
  size?: keyof typeof sizeClasses;
}) {
  const url = usePhotoUrl(avatar, avatarUrl);
  const frame = `${sizeClasses[size]} shrink-0 rounded-full`;
  if (url) return <img src={url} alt="" className={`${frame} object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${frame} inline-flex items-center justify-center bg-teal-50 font-semibold text-teal-800`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
