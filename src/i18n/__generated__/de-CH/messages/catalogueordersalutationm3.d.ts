export { catalogueordersalutationm3 as "catalogueOrderSalutationM" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueordersalutationm3Inputs = {};
/**

* @param {Catalogueordersalutationm3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const catalogueordersalutationm3: ((inputs?: Catalogueordersalutationm3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueordersalutationm3Inputs, {
    locale?: "de-CH";
}, {}>;
