// https://vike.dev/route — a category listing lives at the category's own path: every path no
// other page claims (a wildcard route has the lowest precedence). Unknown categories answer 404.
export default '/*';
