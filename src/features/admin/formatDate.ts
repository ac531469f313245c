/** A timestamp of the API as a date in the reader's locale, or a dash when there is none. */
export const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '—');
