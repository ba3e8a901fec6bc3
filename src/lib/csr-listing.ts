/**
 * The CSR stories' list as pages of CSR_PER_PAGE, each prebuilt (/about/csr, /about/csr/page/2 …), so
 * no page's HTML carries every story; the island refreshes its page from the API, cut the same way.
 */
export const CSR_PER_PAGE = 12;

export const csrPageCount = (total: number) => Math.max(1, Math.ceil(total / CSR_PER_PAGE));

/** The stories of one page (from 1), in the order given. */
export const csrPage = <T>(items: readonly T[], page: number): T[] => items.slice((page - 1) * CSR_PER_PAGE, page * CSR_PER_PAGE);
