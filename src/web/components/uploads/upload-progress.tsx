/** The upload's progress bar, shown while a chosen image is sent. */
export function UploadProgress({
  id,
  progress,
  label,
  className,
}: {
  id: string;
  progress: number | null;
  label: string;
  className?: string;
}) {
  if (progress === null) return null;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm">
        {label}
      </label>
      <progress
        id={id}
        className="progress progress-primary w-full"
        value={Math.round(progress * 100)}
        max={100}
      />
    </div>
  );
}
