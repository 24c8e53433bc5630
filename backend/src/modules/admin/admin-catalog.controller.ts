import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import type {
  AdminDashboardData,
  AdminDiscount,
  AdminStorageItem,
  CollectionCityView,
  CollectionLocationView,
  DiscountView,
  StorageItemView,
} from '@luggage/contracts';
import { AdminOnly } from '../auth/index.js';
import { CatalogAdminService, parseId } from '../catalog/index.js';
import {
  cityInput,
  editedDiscountInput,
  locationInput,
  newDiscountInput,
  storageItemInput,
} from './admin-catalog.inputs.js';
import {
  EditCityDto,
  EditDiscountDto,
  EditLocationDto,
  EditStorageItemDto,
  SetDiscountDto,
  StoreCityDto,
  StoreLocationDto,
  StoreStorageItemDto,
} from './dto/catalog-admin.dto.js';
import { ApiTags } from '@nestjs/swagger';
import { ApiAdminOnly, ApiCsrfProtected, ApiError, ApiValidated } from '../../shared/openapi/api-answers.js';

/** The admin calls of spec section 7 (and the edit-collection-location pair it implies). Admins only. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('api')
@AdminOnly()
export class AdminCatalogController {
  constructor(private readonly catalog: CatalogAdminService) {}

  @Get('get-admin-dashboard-data')
  dashboard(): Promise<AdminDashboardData> {
    return this.catalog.dashboard();
  }

  @Get('get-storage-item/:id')
  @ApiError(404, 'Storage item not found.')
  storageItem(@Param('id') id: string): Promise<AdminStorageItem> {
    return this.catalog.getStorageItem(parseId(id));
  }

  @Get('get-discount/:id')
  @ApiError(404, 'Discount not found.')
  discount(@Param('id') id: string): Promise<AdminDiscount> {
    return this.catalog.getDiscount(parseId(id));
  }

  @Get('get-collection-location/:id')
  @ApiError(404, 'Collection location not found.')
  location(@Param('id') id: string): Promise<CollectionLocationView> {
    return this.catalog.getLocation(parseId(id));
  }

  @Put('activate-storage-item/:id')
  @ApiCsrfProtected()
  @ApiError(404, 'Storage item not found.')
  activate(@Param('id') id: string): Promise<StorageItemView> {
    return this.catalog.setStorageItemActive(parseId(id), true);
  }

  @Put('deactivate-storage-item/:id')
  @ApiCsrfProtected()
  @ApiError(404, 'Storage item not found.')
  deactivate(@Param('id') id: string): Promise<StorageItemView> {
    return this.catalog.setStorageItemActive(parseId(id), false);
  }

  @Post('store-new-storage-item')
  @ApiCsrfProtected()
  @ApiValidated()
  storeStorageItem(@Body() body: StoreStorageItemDto): Promise<StorageItemView> {
    return this.catalog.createStorageItem(storageItemInput(body));
  }

  @Put('edit-storage-item')
  @ApiCsrfProtected()
  @ApiValidated()
  editStorageItem(@Body() body: EditStorageItemDto): Promise<StorageItemView> {
    return this.catalog.editStorageItem(body.storageItemId, storageItemInput(body));
  }

  @Post('set-new-discount')
  @ApiCsrfProtected()
  @ApiValidated()
  setDiscount(@Body() body: SetDiscountDto): Promise<DiscountView> {
    return this.catalog.createDiscount(newDiscountInput(body));
  }

  @Put('edit-discount')
  @ApiCsrfProtected()
  @ApiValidated()
  editDiscount(@Body() body: EditDiscountDto): Promise<DiscountView> {
    return this.catalog.editDiscount(body.discountId, editedDiscountInput(body));
  }

  @Post('store-new-collection-city')
  @ApiCsrfProtected()
  @ApiValidated()
  storeCity(@Body() body: StoreCityDto): Promise<CollectionCityView> {
    return this.catalog.createCity(cityInput(body));
  }

  @Put('edit-collection-city')
  @ApiCsrfProtected()
  @ApiValidated()
  editCity(@Body() body: EditCityDto): Promise<CollectionCityView> {
    return this.catalog.editCity(body.cityId, cityInput(body));
  }

  @Post('store-new-collection-location')
  @ApiCsrfProtected()
  @ApiValidated()
  storeLocation(@Body() body: StoreLocationDto): Promise<CollectionLocationView> {
    return this.catalog.createLocation(locationInput(body));
  }

  @Put('edit-collection-location')
  @ApiCsrfProtected()
  @ApiValidated()
  editLocation(@Body() body: EditLocationDto): Promise<CollectionLocationView> {
    return this.catalog.editLocation(body.locationId, locationInput(body));
  }
}
