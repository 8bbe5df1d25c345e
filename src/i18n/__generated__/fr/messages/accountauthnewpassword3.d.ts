export { accountauthnewpassword3 as "accountAuthNewPassword" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthnewpassword3Inputs = {};
/**

* @param {Accountauthnewpassword3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accountauthnewpassword3: ((inputs?: Accountauthnewpassword3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthnewpassword3Inputs, {
    locale?: "fr";
}, {}>;
