export { customerpaybyqr3 as "customerPayByQr" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerpaybyqr3Inputs = {};
/**

* @param {Customerpaybyqr3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerpaybyqr3: ((inputs?: Customerpaybyqr3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerpaybyqr3Inputs, {
    locale?: "de-CH";
}, {}>;
