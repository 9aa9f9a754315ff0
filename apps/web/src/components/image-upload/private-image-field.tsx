import { ImageUploadField, type ImageUploadFieldProps } from './image-upload-field';
import { privateImagePreview, uploadPrivateImage } from './private-upload';

type PrivateImageFieldProps = Omit<ImageUploadFieldProps, 'upload' | 'preview' | 'cropOnAdd' | 'cropAspect'>;

/**
 * The image tool for a client's private photos (an inquiry's references and placement photos): the same choose,
 * drop, progress, crop and remove as every image field, but each image goes to the private upload and the field
 * holds its ref, drawn from the image the browser sent.
 */
export function PrivateImageField(props: PrivateImageFieldProps) {
  return <ImageUploadField {...props} upload={uploadPrivateImage} preview={privateImagePreview} />;
}
