export { accountauthnewpassword3 as "accountAuthNewPassword" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthnewpassword3Inputs = {};
/**

* @param {Accountauthnewpassword3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const accountauthnewpassword3: ((inputs?: Accountauthnewpassword3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthnewpassword3Inputs, {
    locale?: "sv";
}, {}>;
