// The routes as Nest registered them, read from the controllers' metadata: tests that must cover every route (the
// role matrix, private answers, the OpenAPI document) walk this list, so a new route is covered without editing them.
import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { ROLES_KEY } from '../../backend/src/modules/auth/index.js';
import type { TestApp } from './test-app.js';

export interface RegisteredRoute {
  method: string;
  /** '/api/admin/bookings/:reference' */
  url: string;
  controller: new (...args: never[]) => object;
  /** The handler's name on the controller. */
  name: string;
  handler: object;
  /** The controller's guards, then the handler's. */
  guards: unknown[];
  /** @Roles() of the handler, else of the controller (undefined when neither has any). */
  roles: unknown;
}

export function registeredRoutes(t: TestApp): RegisteredRoute[] {
  const found: RegisteredRoute[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      const classGuards: unknown[] = Reflect.getMetadata(GUARDS_METADATA, controller) ?? [];
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const path: unknown = Reflect.getMetadata(PATH_METADATA, handler);
        if (path === undefined) continue;
        found.push({
          method: RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod],
          url: `/${[base, String(path)].filter((part) => part && part !== '/').join('/')}`.replace(/\/+/g, '/'),
          controller,
          name,
          handler,
          guards: [...classGuards, ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[]) ?? [])],
          roles: Reflect.getMetadata(ROLES_KEY, handler) ?? Reflect.getMetadata(ROLES_KEY, controller),
        });
      }
    }
  }
  return found;
}
