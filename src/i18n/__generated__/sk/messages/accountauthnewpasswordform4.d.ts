export { accountauthnewpasswordform4 as "accountAuthNewPasswordForm" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthnewpasswordform4Inputs = {};
/**

* @param {Accountauthnewpasswordform4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accountauthnewpasswordform4: ((inputs?: Accountauthnewpasswordform4Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthnewpasswordform4Inputs, {
    locale?: "sk";
}, {}>;
