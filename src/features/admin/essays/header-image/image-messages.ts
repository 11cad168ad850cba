// The header image chooser's messages (admin-cms.md section 8: images and file-drop rejections).
import type { FileError } from 'react-dropzone';
import type { Notice } from '../../../../ui/notify.ts';

export const imageToasts = {
  searchFailed: (): Notice => ({
    type: 'error',
    title: 'Failed to search images. Please try again.',
  }),
  uploadFailed: (): Notice => ({
    type: 'error',
    title: 'Failed to upload image. Please try again.',
  }),
  uploaded: (): Notice => ({ type: 'success', title: 'Image uploaded successfully!' }),
  urlSet: (): Notice => ({ type: 'success', title: 'Image URL set!' }),
  selected: (name: string): Notice => ({ type: 'success', title: `Selected image by ${name}` }),
};

const bytes = (n: number) => `${n} ${n === 1 ? 'byte' : 'bytes'}`;

/**
 * A rejected drop, as section 8 words it: react-dropzone's own 'File type must be ...' and 'Too
 * many files'; sizes in bytes ('File is larger than N bytes'), where react-dropzone 20 would say
 * '10 MB'.
 */
export function rejectionMessage(
  error: FileError,
  limits: { maxSize: number; minSize: number },
): string {
  switch (error.code) {
    case 'file-too-large':
      return `File is larger than ${bytes(limits.maxSize)}`;
    case 'file-too-small':
      return `File is smaller than ${bytes(limits.minSize)}`;
    default:
      return error.message;
  }
}

/**
 * A file whose bytes are no accepted image (a text file named .png): react-dropzone's own
 * 'File type must be ...', listing what `accept` lists, as for a file whose name is refused.
 */
export function notAnImageMessage(accept: Readonly<Record<string, readonly string[]>>): string {
  const listed = Object.entries(accept).flatMap(([type, extensions]) => [type, ...extensions]);
  return `File type must be one of ${listed.join(', ')}`;
}
