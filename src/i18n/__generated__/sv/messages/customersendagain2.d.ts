export { customersendagain2 as "customerSendAgain" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customersendagain2Inputs = {};
/**

* @param {Customersendagain2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customersendagain2: ((inputs?: Customersendagain2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customersendagain2Inputs, {
    locale?: "sv";
}, {}>;
