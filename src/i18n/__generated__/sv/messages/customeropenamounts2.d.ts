export { customeropenamounts2 as "customerOpenAmounts" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customeropenamounts2Inputs = {};
/**

* @param {Customeropenamounts2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customeropenamounts2: ((inputs?: Customeropenamounts2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customeropenamounts2Inputs, {
    locale?: "sv";
}, {}>;
