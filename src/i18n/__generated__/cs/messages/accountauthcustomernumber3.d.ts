export { accountauthcustomernumber3 as "accountAuthCustomerNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthcustomernumber3Inputs = {};
/**

* @param {Accountauthcustomernumber3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const accountauthcustomernumber3: ((inputs?: Accountauthcustomernumber3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthcustomernumber3Inputs, {
    locale?: "cs";
}, {}>;
