export { catalogueordersalutationd3 as "catalogueOrderSalutationD" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueordersalutationd3Inputs = {};
/**

* @param {Catalogueordersalutationd3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const catalogueordersalutationd3: ((inputs?: Catalogueordersalutationd3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueordersalutationd3Inputs, {
    locale?: "fr";
}, {}>;
