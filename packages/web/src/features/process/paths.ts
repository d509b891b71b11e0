// Where the hiring-process settings live (the sidebar's item and the template editor's routes).
export const processPath = '/Company/Process';
