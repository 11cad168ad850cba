import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../../../ui/notify.ts';
import { imageToasts } from './image-messages.ts';

/** An image by its address; a blank one is ignored (section 5). */
export function UrlTab({ onChoose }: { onChoose: (url: string) => void }) {
  const [url, setUrl] = useState('');
  const choose = () => {
    const clean = url.trim();
    if (!clean) return;
    onChoose(clean);
    notify(imageToasts.urlSet());
  };
  return (
    <Field.Root>
      <Field.Label>Image URL</Field.Label>
      <HStack width="full" gap="2">
        <Input
          type="url"
          value={url}
          placeholder="https://images.unsplash.com/..."
          onChange={(event) => setUrl(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault(); // the essay form is around: Enter sets the image, no more
            choose();
          }}
        />
        <Button variant="outline" onClick={choose}>
          Use URL
        </Button>
      </HStack>
    </Field.Root>
  );
}
