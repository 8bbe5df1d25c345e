export { customercredit1 as "customerCredit" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customercredit1Inputs = {};
/**

* @param {Customercredit1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customercredit1: ((inputs?: Customercredit1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customercredit1Inputs, {
    locale?: "nl";
}, {}>;
