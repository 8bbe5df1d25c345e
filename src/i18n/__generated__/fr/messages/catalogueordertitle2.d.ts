export { catalogueordertitle2 as "catalogueOrderTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueordertitle2Inputs = {};
/**

* @param {Catalogueordertitle2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const catalogueordertitle2: ((inputs?: Catalogueordertitle2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueordertitle2Inputs, {
    locale?: "fr";
}, {}>;
