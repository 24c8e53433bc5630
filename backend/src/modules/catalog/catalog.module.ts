import { Module } from '@nestjs/common';
import { CatalogAdminService } from './catalog-admin.service.js';
import { CatalogController } from './catalog.controller.js';
import { CatalogService } from './catalog.service.js';

@Module({
  controllers: [CatalogController],
  providers: [CatalogService, CatalogAdminService],
  exports: [CatalogService, CatalogAdminService],
})
export class CatalogModule {}
