export { catalogueorderform2 as "catalogueOrderForm" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueorderform2Inputs = {};
/**

* @param {Catalogueorderform2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const catalogueorderform2: ((inputs?: Catalogueorderform2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueorderform2Inputs, {
    locale?: "de";
}, {}>;
