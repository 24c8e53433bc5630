/**
 * The public catalog answer, kept ready to send. A generation number stops a read that started before an
 * invalidation from storing its stale answer after it.
 */
export class CatalogCache<T> {
  private value: T | null = null;
  private loading: Promise<T> | null = null;
  private generation = 0;

  async get(load: () => Promise<T>): Promise<T> {
    if (this.value !== null) return this.value;
    if (this.loading) return this.loading;
    const started = this.generation;
    this.loading = load()
      .then((value) => {
        if (started === this.generation) this.value = value;
        return value;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  invalidate(): void {
    this.generation += 1;
    this.value = null;
    this.loading = null;
  }
}
