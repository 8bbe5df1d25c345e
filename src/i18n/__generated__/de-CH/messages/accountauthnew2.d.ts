export { accountauthnew2 as "accountAuthNew" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthnew2Inputs = {};
/**

* @param {Accountauthnew2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const accountauthnew2: ((inputs?: Accountauthnew2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthnew2Inputs, {
    locale?: "de-CH";
}, {}>;
