// A stored picture for an <img>: its bytes fetched with the user's token (an <img src> could not send it),
// shown through an object URL that is revoked when the picture changes or the component goes.
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { fetchPreview } from '../api/file';

/** An object URL for a blob, revoked when it is replaced or the component unmounts. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}

/** The picture of file `fileId` (GET …/system/file/v1/preview), or undefined while loading or when it failed. */
export function usePreviewPicture(fileId: string | undefined): string | undefined {
  const { data: bytes } = useSWR(fileId ? ['file:picture', fileId] : null, async ([, id]: [string, string]) => {
    const result = await fetchPreview(id, { quiet: true, allowDuplicate: true });
    return result.ok && result.data instanceof Blob ? result.data : undefined;
  }, { revalidateOnFocus: false });
  return useObjectUrl(bytes);
}
