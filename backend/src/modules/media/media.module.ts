import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { LocalPhotoStore } from './local-photo-store.js';
import { PhotoLibrary } from './photo-library.js';
import { PhotoStore } from './photo-store.js';
import { S3PhotoStore } from './s3-photo-store.js';

/** Photos of bags (issue 42, part 6): where their bytes are kept (PHOTO_STORE chooses the adapter) and their rows. */
@Module({
  providers: [
    {
      provide: PhotoStore,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): PhotoStore => (config.photoStore.kind === 's3' ? new S3PhotoStore(config.photoStore) : new LocalPhotoStore(config.photoStore.dir)),
    },
    PhotoLibrary,
  ],
  exports: [PhotoStore, PhotoLibrary],
})
export class MediaModule {}
