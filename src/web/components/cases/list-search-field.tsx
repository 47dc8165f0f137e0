import { useEffect, useId, useRef, useState } from 'react';
import { NETWORK } from '../../../domain/constants';
import { inputClass } from '../ui/styles';

type ListSearchFieldProps = {
  label: string;
  placeholder?: string;
  /** The keyword the list searches for now (trimmed); the field starts from it. */
  keyword: string;
  /** Called with the trimmed keyword once typing pauses (spec section 9: 500 ms), or at once on Enter. */
  onKeywordChange: (keyword: string) => void;
  delayMs?: number;
};

/**
 * The search box of the case and order lists: it shows every keystroke at once and hands the keyword on only when
 * typing pauses, so a name typed quickly asks the server once.
 */
export function ListSearchField({
  label,
  placeholder,
  keyword,
  onKeywordChange,
  delayMs = NETWORK.debounceMs,
}: ListSearchFieldProps) {
  const inputId = useId();
  const [text, setText] = useState(keyword);
  const onChangeRef = useRef(onKeywordChange);
  useEffect(() => {
    onChangeRef.current = onKeywordChange;
  }, [onKeywordChange]);
  const wanted = text.trim();
  useEffect(() => {
    if (wanted === keyword) return;
    const timer = setTimeout(() => onChangeRef.current(wanted), delayMs);
    return () => clearTimeout(timer);
  }, [wanted, keyword, delayMs]);

  return (
    <div role="search" className="w-full max-w-md">
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && wanted !== keyword) onKeywordChange(wanted);
        }}
        className={inputClass}
      />
    </div>
  );
}
