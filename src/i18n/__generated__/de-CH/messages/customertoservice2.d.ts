export { customertoservice2 as "customerToService" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertoservice2Inputs = {};
/**

* @param {Customertoservice2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customertoservice2: ((inputs?: Customertoservice2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertoservice2Inputs, {
    locale?: "de-CH";
}, {}>;
