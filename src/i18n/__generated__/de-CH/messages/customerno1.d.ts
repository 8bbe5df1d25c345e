export { customerno1 as "customerNo" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerno1Inputs = {};
/**

* @param {Customerno1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerno1: ((inputs?: Customerno1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerno1Inputs, {
    locale?: "de-CH";
}, {}>;
