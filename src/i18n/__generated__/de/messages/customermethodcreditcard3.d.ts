export { customermethodcreditcard3 as "customerMethodCreditCard" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customermethodcreditcard3Inputs = {};
/**

* @param {Customermethodcreditcard3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customermethodcreditcard3: ((inputs?: Customermethodcreditcard3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customermethodcreditcard3Inputs, {
    locale?: "de";
}, {}>;
