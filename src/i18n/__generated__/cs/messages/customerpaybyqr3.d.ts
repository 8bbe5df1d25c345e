export { customerpaybyqr3 as "customerPayByQr" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerpaybyqr3Inputs = {};
/**

* @param {Customerpaybyqr3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerpaybyqr3: ((inputs?: Customerpaybyqr3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerpaybyqr3Inputs, {
    locale?: "cs";
}, {}>;
