/** The company's name as it heads every document (reports, statements, invoices). */
export const COMPANY = 'ACF EXPRESS';
