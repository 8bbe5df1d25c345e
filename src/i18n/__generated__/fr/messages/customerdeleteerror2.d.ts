export { customerdeleteerror2 as "customerDeleteError" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerdeleteerror2Inputs = {};
/**

* @param {Customerdeleteerror2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerdeleteerror2: ((inputs?: Customerdeleteerror2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerdeleteerror2Inputs, {
    locale?: "fr";
}, {}>;
