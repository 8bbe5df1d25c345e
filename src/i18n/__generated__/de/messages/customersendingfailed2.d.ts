export { customersendingfailed2 as "customerSendingFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customersendingfailed2Inputs = {};
/**

* @param {Customersendingfailed2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customersendingfailed2: ((inputs?: Customersendingfailed2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customersendingfailed2Inputs, {
    locale?: "de";
}, {}>;
