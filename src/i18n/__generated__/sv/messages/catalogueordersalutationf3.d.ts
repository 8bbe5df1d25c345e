export { catalogueordersalutationf3 as "catalogueOrderSalutationF" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueordersalutationf3Inputs = {};
/**

* @param {Catalogueordersalutationf3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const catalogueordersalutationf3: ((inputs?: Catalogueordersalutationf3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueordersalutationf3Inputs, {
    locale?: "sv";
}, {}>;
