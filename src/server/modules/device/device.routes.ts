import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDevice,
  ZDeviceActivationInput,
  ZDeviceActivationResult,
  ZDeviceCreated,
  ZDeviceCreateInput,
  ZDeviceCredentialQuery,
  ZDeviceIdQuery,
  ZDeviceUpdateInput,
  ZIssuedCredential,
} from '../../../shared/device/device';
import { ZDeviceList, ZDeviceListQuery } from '../../../shared/device/device-list';
import type { TDb } from '../../db/database';
import { listEnvelope } from '../../lib/list-envelope';
import { AppError } from '../../lib/app-error';
import { dataScopeOf, scopeOf } from '../../plugins/app/scope';
import { actorOf } from '../../audit/audit.service';
import { findDevice, listDevices } from './device.repository';
import {
  createDevice,
  editDevice,
  rotateDeviceCredential,
  setDeviceActivation,
} from './device.service';

/**
 * Devices of the selected tenant, narrowed to the selected store in store mode. Reading needs the
 * devices area (Devices.View); changing a device is store configuration, so it also needs Stores.Edit.
 */
export const deviceRoutes =
  (deps: { db: TDb; secretKey: Buffer }): FastifyPluginAsyncZod =>
  async (app) => {
    const read = app.auth.require({ tenant: true, area: 'devices' });
    const write = app.auth.require({ tenant: true, area: 'devices', permission: 'Stores.Edit' });
    const tags = ['device'];

    app.get(
      '/api/device/list',
      {
        onRequest: read,
        schema: {
          tags,
          summary: 'Devices, paged',
          querystring: ZDeviceListQuery,
          response: { 200: ZDeviceList },
        },
      },
      async (request) => {
        const query = request.query;
        const { rows, total } = await listDevices(deps.db, dataScopeOf(scopeOf(request)), query);
        return listEnvelope(rows, total, { page: query.pageNumber, size: query.pageSize });
      },
    );

    app.get(
      '/api/device',
      {
        onRequest: read,
        schema: {
          tags,
          summary: 'One device',
          querystring: ZDeviceIdQuery,
          response: { 200: ZDevice },
        },
      },
      async (request) => {
        const device = await findDevice(deps.db, dataScopeOf(scopeOf(request)), request.query.id);
        if (!device) throw new AppError('NOT_FOUND', { reason: 'device' });
        return device;
      },
    );

    app.post(
      '/api/device',
      {
        onRequest: write,
        schema: {
          tags,
          summary: 'Adds a device; the answer holds its API credential, shown this once',
          body: ZDeviceCreateInput,
          response: { 201: ZDeviceCreated },
        },
      },
      async (request, reply) => {
        const created = await createDevice(
          deps,
          actorOf(request),
          dataScopeOf(scopeOf(request)),
          request.body,
        );
        return reply.status(201).send(created);
      },
    );

    app.put(
      '/api/device',
      {
        onRequest: write,
        schema: {
          tags,
          summary: 'Updates a device',
          body: ZDeviceUpdateInput,
          response: { 200: ZDevice },
        },
      },
      async (request) =>
        editDevice(deps, actorOf(request), dataScopeOf(scopeOf(request)), request.body),
    );

    app.put(
      '/api/device/activation',
      {
        onRequest: write,
        schema: {
          tags,
          summary: 'Activates or deactivates devices in bulk',
          body: ZDeviceActivationInput,
          response: { 200: ZDeviceActivationResult },
        },
      },
      async (request) => ({
        updated: await setDeviceActivation(
          deps,
          actorOf(request),
          dataScopeOf(scopeOf(request)),
          request.body,
        ),
      }),
    );

    app.post(
      '/api/device/credential',
      {
        onRequest: write,
        schema: {
          tags,
          summary: 'Rotates the POS API credential of a device; the old one stops working',
          querystring: ZDeviceCredentialQuery,
          response: { 201: ZIssuedCredential },
        },
      },
      async (request, reply) => {
        const credential = await rotateDeviceCredential(
          deps,
          actorOf(request),
          dataScopeOf(scopeOf(request)),
          request.query.deviceId,
        );
        return reply.status(201).send(credential);
      },
    );
  };
