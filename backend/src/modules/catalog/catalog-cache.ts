/**
 * The public catalog answer, kept as ready JSON. A generation number stops a read that started before an
 * invalidation from storing its stale answer after it.
 */
export class CatalogCache {
  private json: string | null = null;
  private loading: Promise<string> | null = null;
  private generation = 0;

  async get(load: () => Promise<string>): Promise<string> {
    if (this.json !== null) return this.json;
    if (this.loading) return this.loading;
    const started = this.generation;
    this.loading = load()
      .then((json) => {
        if (started === this.generation) this.json = json;
        return json;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  invalidate(): void {
    this.generation += 1;
    this.json = null;
    this.loading = null;
  }
}
