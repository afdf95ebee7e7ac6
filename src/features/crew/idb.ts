/**
 * The few IndexedDB calls the crew pages make (docs/decisions/057): one database per use, each with one object
 * store, opened once per page. A few functions instead of a library: this is all the pages ask of it.
 */

export type ObjectStore = {
  /** Runs one request in its own transaction; resolves once the transaction has committed (a put is then on disk). */
  request<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T>;
};

export function objectStore(databaseName: string, storeName: string, keyPath: string): ObjectStore {
  let opening: Promise<IDBDatabase> | null = null;

  const database = (): Promise<IDBDatabase> => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(databaseName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName, { keyPath });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('The phone’s storage could not be opened.'));
    }).catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };

  return {
    async request(mode, act) {
      const transaction = (await database()).transaction(storeName, mode);
      const request = act(transaction.objectStore(storeName));
      return new Promise((resolve, reject) => {
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error ?? request.error ?? new Error('The phone’s storage refused the change.'));
        transaction.onabort = () => reject(transaction.error ?? new Error('The phone’s storage refused the change.'));
      });
    },
  };
}
