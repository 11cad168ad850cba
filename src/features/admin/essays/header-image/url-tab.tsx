import { useState } from 'react';
import { notify } from '../../../../ui/notify.ts';
import { imageToasts } from './image-messages.ts';
import { InputWithAction } from './input-with-action.tsx';

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
    <InputWithAction
      label="Image URL"
      type="url"
      value={url}
      placeholder="https://images.unsplash.com/..."
      onChange={setUrl}
      actionLabel="Use URL"
      onAction={choose}
    />
  );
}
