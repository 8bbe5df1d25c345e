export { accountauthcustomernumber3 as "accountAuthCustomerNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthcustomernumber3Inputs = {};
/**

* @param {Accountauthcustomernumber3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accountauthcustomernumber3: ((inputs?: Accountauthcustomernumber3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthcustomernumber3Inputs, {
    locale?: "nl";
}, {}>;
