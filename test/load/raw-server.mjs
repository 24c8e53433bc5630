// The yardstick: plain node:http answering the same bytes the app answers, so every figure is also a ratio.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

const data = Buffer.from(process.env.RAW_DATA_JSON ?? '{}');
const index = Buffer.from(process.env.RAW_INDEX_HTML ?? '<!doctype html>');
const indexGz = gzipSync(index);

createServer((request, response) => {
  if (request.url === '/api/get-data') {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': data.length });
    response.end(data);
  } else if (request.url === '/') {
    const gzip = /gzip/.test(request.headers['accept-encoding'] ?? '');
    const body = gzip ? indexGz : index;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
    response.end(body);
  } else {
    response.writeHead(404).end();
  }
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('raw server ready'));
