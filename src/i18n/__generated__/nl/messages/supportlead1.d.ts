export { supportlead1 as "supportLead" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Supportlead1Inputs = {};
/**

* @param {Supportlead1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const supportlead1: ((inputs?: Supportlead1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Supportlead1Inputs, {
    locale?: "nl";
}, {}>;
