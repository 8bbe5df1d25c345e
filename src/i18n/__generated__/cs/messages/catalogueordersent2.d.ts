export { catalogueordersent2 as "catalogueOrderSent" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueordersent2Inputs = {};
/**

* @param {Catalogueordersent2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const catalogueordersent2: ((inputs?: Catalogueordersent2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueordersent2Inputs, {
    locale?: "cs";
}, {}>;
