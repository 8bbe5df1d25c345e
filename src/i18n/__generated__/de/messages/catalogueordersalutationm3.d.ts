export { catalogueordersalutationm3 as "catalogueOrderSalutationM" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueordersalutationm3Inputs = {};
/**

* @param {Catalogueordersalutationm3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const catalogueordersalutationm3: ((inputs?: Catalogueordersalutationm3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueordersalutationm3Inputs, {
    locale?: "de";
}, {}>;
