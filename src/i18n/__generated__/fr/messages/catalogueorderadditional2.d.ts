export { catalogueorderadditional2 as "catalogueOrderAdditional" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueorderadditional2Inputs = {};
/**

* @param {Catalogueorderadditional2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const catalogueorderadditional2: ((inputs?: Catalogueorderadditional2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueorderadditional2Inputs, {
    locale?: "fr";
}, {}>;
