export { customerpendingverify2 as "customerPendingVerify" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerpendingverify2Inputs = {};
/**

* @param {Customerpendingverify2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerpendingverify2: ((inputs?: Customerpendingverify2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerpendingverify2Inputs, {
    locale?: "de-CH";
}, {}>;
