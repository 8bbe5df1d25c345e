export { catalogueordersalutationm3 as "catalogueOrderSalutationM" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueordersalutationm3Inputs = {};
/**

* @param {Catalogueordersalutationm3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const catalogueordersalutationm3: ((inputs?: Catalogueordersalutationm3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueordersalutationm3Inputs, {
    locale?: "cs";
}, {}>;
