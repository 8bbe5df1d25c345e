export { catalogueordersalutationm3 as "catalogueOrderSalutationM" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueordersalutationm3Inputs = {};
/**

* @param {Catalogueordersalutationm3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const catalogueordersalutationm3: ((inputs?: Catalogueordersalutationm3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueordersalutationm3Inputs, {
    locale?: "nl";
}, {}>;
