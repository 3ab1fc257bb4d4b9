/** Each violation as "rule: the elements", readable in a failed test's diff. */
export function summarise(violations: { id: string; nodes: { target: unknown[] }[] }[]) {
  return violations.map(
    (v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
