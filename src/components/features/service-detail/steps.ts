/** The two-digit badge of a step: index 0 -> "01". */
export function stepNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}
