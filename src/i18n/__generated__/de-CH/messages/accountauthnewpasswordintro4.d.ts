export { accountauthnewpasswordintro4 as "accountAuthNewPasswordIntro" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthnewpasswordintro4Inputs = {};
/**

* @param {Accountauthnewpasswordintro4Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const accountauthnewpasswordintro4: ((inputs?: Accountauthnewpasswordintro4Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthnewpasswordintro4Inputs, {
    locale?: "de-CH";
}, {}>;
