export { customersendagain2 as "customerSendAgain" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customersendagain2Inputs = {};
/**

* @param {Customersendagain2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customersendagain2: ((inputs?: Customersendagain2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customersendagain2Inputs, {
    locale?: "nl";
}, {}>;
