/** The delivery log's page the address asks for (?page=), the first when it names none. */
export function logPageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}
