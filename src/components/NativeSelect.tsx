// A native select in Semi Design's look, for the portal's short choice lists: Semi's Select leaves
// aria-activedescendant pointing at options it removed on closing, which axe refuses. Width is the caller's
// (className).
import type { SelectHTMLAttributes } from 'react';
import './NativeSelect.css';

export interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** Semi's filled background, for selects among Semi's (filled) inputs */
  filled?: boolean;
}

export function NativeSelect({ filled = false, className, ...rest }: NativeSelectProps) {
  const classes = ['fd-native-select', filled ? 'fd-native-select--filled' : '', className];
  return <select {...rest} className={classes.filter(Boolean).join(' ')} />;
}
