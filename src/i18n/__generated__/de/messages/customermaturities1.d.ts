export { customermaturities1 as "customerMaturities" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customermaturities1Inputs = {};
/**

* @param {Customermaturities1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customermaturities1: ((inputs?: Customermaturities1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customermaturities1Inputs, {
    locale?: "de";
}, {}>;
