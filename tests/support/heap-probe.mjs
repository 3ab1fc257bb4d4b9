// Preloaded into a test's `next start` (NODE_OPTIONS=--import): on SIGUSR2 it collects garbage
// and prints how many finished responses are still alive, through the process's own inspector.
// A finished render that something still reaches keeps its response.
import { ServerResponse } from 'node:http';
import { Session } from 'node:inspector';

const PROTOTYPE = Symbol.for('heap-probe.prototype');

process.on('SIGUSR2', async () => {
  const session = new Session();
  session.connect();
  /** @type {(method: string, params?: object) => Promise<any>} */
  const post = (method, params) =>
    new Promise((resolve, reject) =>
      session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  try {
    Object.assign(globalThis, { [PROTOTYPE]: ServerResponse.prototype });
    await post('HeapProfiler.collectGarbage');
    const { result } = await post('Runtime.evaluate', {
      expression: `globalThis[Symbol.for('${PROTOTYPE.description}')]`,
    });
    const { objects } = await post('Runtime.queryObjects', { prototypeObjectId: result.objectId });
    const count = await post('Runtime.callFunctionOn', {
      objectId: objects.objectId,
      functionDeclaration:
        'function () { return this.filter((response) => response.writableEnded).length; }',
      returnByValue: true,
    });
    console.log(`[heap-probe] finished responses alive: ${count.result.value}`);
  } catch (error) {
    console.log(`[heap-probe] failed: ${error}`);
  } finally {
    session.disconnect();
  }
});
