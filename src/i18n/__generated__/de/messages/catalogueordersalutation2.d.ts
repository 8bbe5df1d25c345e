export { catalogueordersalutation2 as "catalogueOrderSalutation" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueordersalutation2Inputs = {};
/**

* @param {Catalogueordersalutation2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const catalogueordersalutation2: ((inputs?: Catalogueordersalutation2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueordersalutation2Inputs, {
    locale?: "de";
}, {}>;
