export { customersendingsuccess2 as "customerSendingSuccess" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customersendingsuccess2Inputs = {};
/**

* @param {Customersendingsuccess2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customersendingsuccess2: ((inputs?: Customersendingsuccess2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customersendingsuccess2Inputs, {
    locale?: "de";
}, {}>;
