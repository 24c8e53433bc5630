import { Module } from '@nestjs/common';
import { CatalogAdminService } from './catalog-admin.service.js';
import { CatalogController } from './catalog.controller.js';
import { CatalogService } from './catalog.service.js';
import { DeliveryCatalogAdminService } from './delivery-catalog-admin.service.js';
import { DeliveryCatalogService } from './delivery-catalog.service.js';

@Module({
  controllers: [CatalogController],
  providers: [CatalogService, CatalogAdminService, DeliveryCatalogService, DeliveryCatalogAdminService],
  exports: [CatalogService, CatalogAdminService, DeliveryCatalogService, DeliveryCatalogAdminService],
})
export class CatalogModule {}
