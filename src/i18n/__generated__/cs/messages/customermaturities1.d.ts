export { customermaturities1 as "customerMaturities" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customermaturities1Inputs = {};
/**

* @param {Customermaturities1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customermaturities1: ((inputs?: Customermaturities1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customermaturities1Inputs, {
    locale?: "cs";
}, {}>;
