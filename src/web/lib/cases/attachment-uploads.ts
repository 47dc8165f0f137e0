import { useRef, useState } from 'react';
import { uploadFile } from '../upload/upload-file';

/**
 * Photos attached to a status change (a rejected plan, a failed review...): uploaded when the change is sent, each
 * file once per form, so sending again after a failure does not store it twice. The keys go in `attachments`.
 */
export function useAttachmentUploads() {
  const stored = useRef(new WeakMap<File, string>());
  const [isUploading, setIsUploading] = useState(false);

  async function upload(files: readonly File[]): Promise<string[]> {
    setIsUploading(true);
    try {
      const keys: string[] = [];
      for (const file of files) {
        const key = stored.current.get(file) ?? (await uploadFile(file, 'photo')).key;
        stored.current.set(file, key);
        keys.push(key);
      }
      return keys;
    } finally {
      setIsUploading(false);
    }
  }

  return { upload, isUploading };
}
