// A file choice on the signed-in pages: a Semi Button, named by its text, opens the browser's file chooser. The
// native file input stays in the page only to hold that chooser: visually hidden, out of the tab order and of
// the accessibility tree, so the keyboard and screen readers meet the button alone.
import { useRef, type ReactNode } from 'react';
import { Button } from '@douyinfe/semi-ui-19';
import { IconUpload } from '@douyinfe/semi-icons';

export interface FileButtonProps {
  children: ReactNode;
  /** the file types offered (the input's accept) */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** an upload running: the button spins and takes no new choice */
  loading?: boolean;
  size?: 'small' | 'default';
  theme?: 'solid' | 'light';
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  /** the files chosen; choosing the same file again reports it again */
  onFiles: (files: File[]) => void;
}

export function FileButton({ children, accept, multiple, disabled, loading, size, theme, onFiles, ...aria }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        disabled={disabled || loading}
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = ''; // choosing the same file again fires change again
          if (files.length) onFiles(files);
        }}
      />
      <Button {...aria} size={size} theme={theme} icon={<IconUpload aria-hidden="true" />} disabled={disabled} loading={loading} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
