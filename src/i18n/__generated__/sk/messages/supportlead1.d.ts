export { supportlead1 as "supportLead" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Supportlead1Inputs = {};
/**

* @param {Supportlead1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const supportlead1: ((inputs?: Supportlead1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Supportlead1Inputs, {
    locale?: "sk";
}, {}>;
