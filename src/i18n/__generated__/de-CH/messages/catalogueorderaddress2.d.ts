export { catalogueorderaddress2 as "catalogueOrderAddress" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueorderaddress2Inputs = {};
/**

* @param {Catalogueorderaddress2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const catalogueorderaddress2: ((inputs?: Catalogueorderaddress2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueorderaddress2Inputs, {
    locale?: "de-CH";
}, {}>;
