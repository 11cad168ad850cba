import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_SIGNATURE_BYTES,
  MAX_IMAGE_BYTES,
  imageTypeOf,
} from '../../../../domain/cms/image-upload.ts';
import { notify } from '../../../../ui/notify.ts';
import { useAdminBackend } from '../../kit';
import { imageToasts, notAnImageMessage, rejectionMessage } from './image-messages.ts';

/** An empty file is no image. */
const MIN_IMAGE_BYTES = 1;
const LIMITS = { maxSize: MAX_IMAGE_BYTES, minSize: MIN_IMAGE_BYTES };

/**
 * Upload (section 5: jpeg, jpg, png, webp or gif, at most 10 MB, one file) to Storage's
 * essay-images/essays/{timestamp}-{random}.{ext}. A drop the rules would refuse is refused here
 * first, with react-dropzone's reasons.
 */
export function UploadTab({ onChoose }: { onChoose: (url: string) => void }) {
  const admin = useAdminBackend();
  const [uploading, setUploading] = useState(false);
  const [rejected, setRejected] = useState<string[]>([]);

  const upload = async (dropped: File) => {
    setUploading(true);
    try {
      // The type the browser gave is a guess from the name: the bytes decide, and the file is
      // stored as what they are.
      const head = new Uint8Array(await dropped.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
      const type = imageTypeOf(head);
      if (!type) {
        setRejected([notAnImageMessage(ACCEPTED_IMAGE_TYPES)]);
        return;
      }
      const file = type === dropped.type ? dropped : new File([dropped], dropped.name, { type });
      onChoose(await admin.images.upload(file));
      notify(imageToasts.uploaded());
    } catch (error) {
      console.error('Upload failed', error);
      notify(imageToasts.uploadFailed());
    } finally {
      setUploading(false);
    }
  };

  const onDropRejected = (rejections: FileRejection[]) => {
    const messages = rejections.flatMap((r) => r.errors.map((e) => rejectionMessage(e, LIMITS)));
    setRejected([...new Set(messages)]);
  };

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPTED_IMAGE_TYPES as Record<string, string[]>,
    maxSize: MAX_IMAGE_BYTES,
    minSize: MIN_IMAGE_BYTES,
    maxFiles: 1,
    multiple: false,
    // The button opens the file picker: the drop area itself is no control.
    noClick: true,
    noKeyboard: true,
    disabled: uploading,
    // Each drop says only its own refusals.
    onDrop: () => setRejected([]),
    onDropAccepted: ([file]) => file && void upload(file),
    onDropRejected,
  });

  return (
    <Stack gap="3">
      <Box
        {...getRootProps()}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={isDragActive ? 'orange.500' : 'border'}
        borderRadius="md"
        bg={isDragActive ? 'orange.50' : 'bg.muted'}
        p="6"
        textAlign="center"
      >
        <input {...getInputProps()} aria-label="Image file" />
        <Stack gap="3" align="center">
          <Text>Drag an image here (JPEG, PNG, WebP or GIF, up to 10 MB), or</Text>
          <Button variant="outline" onClick={open} disabled={uploading}>
            {uploading ? <Spinner size="sm" /> : null}
            {uploading ? 'Uploading...' : 'Choose an image'}
          </Button>
        </Stack>
      </Box>
      {rejected.length > 0 && (
        <Stack as="ul" role="alert" gap="1" color="fg.error" fontSize="sm" listStyleType="none">
          {rejected.map((message) => (
            <Text as="li" key={message}>
              {message}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
