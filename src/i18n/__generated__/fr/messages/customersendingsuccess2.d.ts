export { customersendingsuccess2 as "customerSendingSuccess" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customersendingsuccess2Inputs = {};
/**

* @param {Customersendingsuccess2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customersendingsuccess2: ((inputs?: Customersendingsuccess2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customersendingsuccess2Inputs, {
    locale?: "fr";
}, {}>;
