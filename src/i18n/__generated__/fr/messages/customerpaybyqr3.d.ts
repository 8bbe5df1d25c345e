export { customerpaybyqr3 as "customerPayByQr" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerpaybyqr3Inputs = {};
/**

* @param {Customerpaybyqr3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerpaybyqr3: ((inputs?: Customerpaybyqr3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerpaybyqr3Inputs, {
    locale?: "fr";
}, {}>;
