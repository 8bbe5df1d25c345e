export { accountauthcustomernumber3 as "accountAuthCustomerNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthcustomernumber3Inputs = {};
/**

* @param {Accountauthcustomernumber3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accountauthcustomernumber3: ((inputs?: Accountauthcustomernumber3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthcustomernumber3Inputs, {
    locale?: "sk";
}, {}>;
