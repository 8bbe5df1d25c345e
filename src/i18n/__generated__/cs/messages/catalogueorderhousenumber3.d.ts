export { catalogueorderhousenumber3 as "catalogueOrderHouseNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueorderhousenumber3Inputs = {};
/**

* @param {Catalogueorderhousenumber3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const catalogueorderhousenumber3: ((inputs?: Catalogueorderhousenumber3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueorderhousenumber3Inputs, {
    locale?: "cs";
}, {}>;
