// Fixed-width tables for the measuring scripts' output.

/**
 * One line of a table: each cell as `[value, width]`, the first left-aligned and the others
 * right-aligned (figures), a number given as `[value, width, decimals]` printed with its decimals.
 */
export function tableLine(cells) {
  return cells
    .map(([value, width, decimals], i) => {
      const text = typeof value === 'number' && decimals !== undefined ? value.toFixed(decimals) : String(value);
      return i === 0 ? text.padEnd(width) : text.padStart(width);
    })
    .join(' ');
}
