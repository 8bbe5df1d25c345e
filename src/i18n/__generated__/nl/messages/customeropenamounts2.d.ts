export { customeropenamounts2 as "customerOpenAmounts" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customeropenamounts2Inputs = {};
/**

* @param {Customeropenamounts2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customeropenamounts2: ((inputs?: Customeropenamounts2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customeropenamounts2Inputs, {
    locale?: "nl";
}, {}>;
