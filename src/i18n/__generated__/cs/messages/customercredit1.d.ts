export { customercredit1 as "customerCredit" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customercredit1Inputs = {};
/**

* @param {Customercredit1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customercredit1: ((inputs?: Customercredit1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customercredit1Inputs, {
    locale?: "cs";
}, {}>;
