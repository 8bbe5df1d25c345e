export { customersendingfailed2 as "customerSendingFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customersendingfailed2Inputs = {};
/**

* @param {Customersendingfailed2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customersendingfailed2: ((inputs?: Customersendingfailed2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customersendingfailed2Inputs, {
    locale?: "nl";
}, {}>;
