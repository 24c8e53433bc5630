export { MediaModule } from './media.module.js';
export { PhotoLibrary, type PhotoFile, type PhotoPurpose, type PreparedPhoto, type StoredPhoto } from './photo-library.js';
export { PhotoStore } from './photo-store.js';
export { LocalPhotoStore } from './local-photo-store.js';
export { S3PhotoStore } from './s3-photo-store.js';
export { processPhoto, type ProcessedPhoto } from './photo-image.js';
export { readPhotoForm, type PhotoForm } from './photo-upload.js';
export { PhotoNotFoundError, PhotoRefusedError, UploadTooLargeError } from './media.errors.js';
