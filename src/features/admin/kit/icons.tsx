import { StrokeIcon } from '../../../ui/stroke-icon.tsx';

// The CMS's action icons (24-unit line drawings); every button that shows one has a label.
export const ArrowUpIcon = () => <StrokeIcon d="M12 19V5M5 12l7-7 7 7" size={18} />;
export const ArrowDownIcon = () => <StrokeIcon d="M12 5v14M19 12l-7 7-7-7" size={18} />;
export const CopyIcon = () => <StrokeIcon d="M9 9h11v11H9zM5 15H4V4h11v1" size={18} />;
export const EditIcon = () => <StrokeIcon d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" size={18} />;
export const DeleteIcon = () => (
  <StrokeIcon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" size={18} />
);
export const ViewIcon = () => <StrokeIcon d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" size={18} />;
export const PlusIcon = () => <StrokeIcon d="M12 5v14M5 12h14" size={18} />;
