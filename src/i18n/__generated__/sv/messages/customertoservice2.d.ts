export { customertoservice2 as "customerToService" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertoservice2Inputs = {};
/**

* @param {Customertoservice2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customertoservice2: ((inputs?: Customertoservice2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertoservice2Inputs, {
    locale?: "sv";
}, {}>;
