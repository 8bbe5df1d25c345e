export { catalogueordersenttext3 as "catalogueOrderSentText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueordersenttext3Inputs = {};
/**

* @param {Catalogueordersenttext3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const catalogueordersenttext3: ((inputs?: Catalogueordersenttext3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueordersenttext3Inputs, {
    locale?: "nl";
}, {}>;
