export { customeroverdueof2 as "customerOverdueOf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customeroverdueof2Inputs = {};
/**

* @param {Customeroverdueof2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customeroverdueof2: ((inputs?: Customeroverdueof2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customeroverdueof2Inputs, {
    locale?: "de-CH";
}, {}>;
