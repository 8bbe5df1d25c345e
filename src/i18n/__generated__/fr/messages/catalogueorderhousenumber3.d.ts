export { catalogueorderhousenumber3 as "catalogueOrderHouseNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueorderhousenumber3Inputs = {};
/**

* @param {Catalogueorderhousenumber3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const catalogueorderhousenumber3: ((inputs?: Catalogueorderhousenumber3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueorderhousenumber3Inputs, {
    locale?: "fr";
}, {}>;
