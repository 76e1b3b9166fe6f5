/** Where the API and the real-time service live (rules/http-contract.md §1). */
export const API_BASE: string = import.meta.env?.VITE_API_BASE || "/api";
export const RT_BASE: string = import.meta.env?.VITE_RT_BASE || "/rt";
