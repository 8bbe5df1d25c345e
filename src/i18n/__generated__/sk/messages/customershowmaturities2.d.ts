export { customershowmaturities2 as "customerShowMaturities" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customershowmaturities2Inputs = {};
/**

* @param {Customershowmaturities2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const customershowmaturities2: ((inputs?: Customershowmaturities2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customershowmaturities2Inputs, {
    locale?: "sk";
}, {}>;
