export { customermethodcreditcard3 as "customerMethodCreditCard" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customermethodcreditcard3Inputs = {};
/**

* @param {Customermethodcreditcard3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customermethodcreditcard3: ((inputs?: Customermethodcreditcard3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customermethodcreditcard3Inputs, {
    locale?: "cs";
}, {}>;
