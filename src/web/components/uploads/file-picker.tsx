import { ImagePlus, Upload } from 'lucide-react';
import { type ChangeEvent, type Ref, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import '../../locales/public-forms.ts';

type Props = {
  /** The input's id: a FormField's <label htmlFor> names it. */
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  accept: string;
  multiple?: boolean;
  required?: boolean;
  name?: string;
  /**
   * The id of the field's own label (FormField's `${id}-label`): the input is named by it
   * and then the button's text ("Photo Choose photo"), the words a person sees and says.
   */
  labelledBy?: string;
  /** The input's name where there is no field label (a row's Upload button). */
  'aria-label'?: string;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The button's text: "Choose file" in the reader's language unless given. */
  button?: string;
  /** The button's icon: a photo's for a photo field. */
  icon?: 'photo' | 'upload';
  /**
   * The names of the chosen files, when the form knows better than the input (it empties
   * the input after a save, or while it sends the file); the input's own choice otherwise.
   */
  chosen?: readonly string[];
  /** Say "No file chosen" when nothing is (a row that says so itself leaves it out). */
  showNone?: boolean;
  /** A short note after the name (announced): "Upload cancelled". */
  note?: string | null;
  /** While a file is sent: the button does not open the picker. */
  busy?: boolean;
  className?: string;
};

/**
 * A file field in the reader's language. The browser's own <input type="file"> says
 * "Choose File" and "No file chosen" in the browser's language, whatever the page's: here
 * it is visually hidden (still focused by Tab, opened by Enter or Space, named by the
 * field's label) and a <label> drawn as a button opens it, with the chosen file's name
 * (or "No file chosen") beside it. Every file field of the app is one of these.
 */
export function FilePicker({
  id,
  inputRef,
  accept,
  multiple,
  required,
  name,
  labelledBy,
  'aria-label': ariaLabel,
  'aria-invalid': ariaInvalid,
  'aria-describedby': describedBy,
  onChange,
  button,
  icon = 'upload',
  chosen,
  showNone = true,
  note,
  busy = false,
  className,
}: Props) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<readonly string[]>([]);
  const names = chosen ?? picked;
  const chosenId = `${id}-chosen`;
  const noteId = `${id}-note`;
  const chosenText =
    names.length === 1
      ? names[0]
      : names.length > 1
        ? t('files.chosen', { count: names.length })
        : showNone
          ? t('files.none')
          : '';
  const Icon = icon === 'photo' ? ImagePlus : Upload;
  const describe = [describedBy, chosenText ? chosenId : '', note ? noteId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${className ?? ''}`}>
      <input
        ref={inputRef}
        id={id}
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        required={required}
        aria-labelledby={labelledBy ? `${labelledBy} ${id}-button` : undefined}
        aria-label={labelledBy ? undefined : ariaLabel}
        aria-invalid={ariaInvalid}
        aria-describedby={describe || undefined}
        aria-disabled={busy || undefined}
        // Before the label: the button shows the input's focus (Tailwind's peer).
        className="peer sr-only"
        onClick={(event) => {
          // A file being sent: the picker stays shut (the input keeps its focus).
          if (busy) event.preventDefault();
        }}
        onChange={(event) => {
          setPicked(Array.from(event.target.files ?? [], (f) => f.name));
          onChange(event);
        }}
      />
      <label
        id={`${id}-button`}
        htmlFor={id}
        className={`btn min-h-11 ${ariaInvalid ? 'btn-error btn-outline' : 'btn-primary btn-outline'} ${busy ? 'btn-disabled' : ''} peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary peer-focus-visible:outline-solid`}
      >
        <Icon aria-hidden="true" className="size-5" />
        {button ?? t('files.choose')}
      </label>
      {/* Empty, each is out of the row's flow (no gap); the note stays, to be announced. */}
      <span
        id={chosenId}
        className={chosenText ? 'min-w-0 text-sm [overflow-wrap:anywhere]' : 'sr-only'}
      >
        {chosenText}
      </span>
      <span
        id={noteId}
        role="status"
        className={note ? 'basis-full text-sm font-medium' : 'sr-only'}
      >
        {note}
      </span>
    </div>
  );
}
