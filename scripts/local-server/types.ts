/** Shapes shared by the local server's modules (kept apart so that no module imports a sibling just for a type). */

export type Logger = (line: string) => void;
