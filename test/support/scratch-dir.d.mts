export function scratchDir(): string;
export function createScratchRoot(): string | null;
export function removeScratchRoot(root: string | null | undefined): void;
