import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { CatalogModule } from '../catalog/index.js';
import { AdminCatalogController } from './admin-catalog.controller.js';

/** The admin's HTTP face: catalog management (spec section 7). The rules live in the modules that own the data. */
@Module({
  imports: [AuthModule, CatalogModule],
  controllers: [AdminCatalogController],
})
export class AdminModule {}
