export { customershowmaturities2 as "customerShowMaturities" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customershowmaturities2Inputs = {};
/**

* @param {Customershowmaturities2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customershowmaturities2: ((inputs?: Customershowmaturities2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customershowmaturities2Inputs, {
    locale?: "de";
}, {}>;
