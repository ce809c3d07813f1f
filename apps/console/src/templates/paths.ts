/** The templates screens' own addresses (the route table's, as links are written). */
export const LIST = '/line/template';
