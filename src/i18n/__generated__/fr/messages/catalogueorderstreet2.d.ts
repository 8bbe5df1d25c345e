export { catalogueorderstreet2 as "catalogueOrderStreet" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueorderstreet2Inputs = {};
/**

* @param {Catalogueorderstreet2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const catalogueorderstreet2: ((inputs?: Catalogueorderstreet2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueorderstreet2Inputs, {
    locale?: "fr";
}, {}>;
