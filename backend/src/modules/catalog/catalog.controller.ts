import { Controller, Get, Header, Param } from '@nestjs/common';
import type { CollectionCityView } from '@luggage/contracts';
import { CatalogService, parseId } from './catalog.service.js';

@Controller('api')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('get-data')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  getData(): Promise<string> {
    return this.catalog.getPublicDataJson();
  }

  @Get('get-collection-cities')
  getCollectionCities(): Promise<CollectionCityView[]> {
    return this.catalog.listCities();
  }

  @Get('get-collection-city/:id')
  getCollectionCity(@Param('id') id: string): Promise<CollectionCityView> {
    return this.catalog.getCity(parseId(id));
  }
}
