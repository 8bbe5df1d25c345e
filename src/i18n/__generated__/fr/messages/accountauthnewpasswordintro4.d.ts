export { accountauthnewpasswordintro4 as "accountAuthNewPasswordIntro" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthnewpasswordintro4Inputs = {};
/**

* @param {Accountauthnewpasswordintro4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accountauthnewpasswordintro4: ((inputs?: Accountauthnewpasswordintro4Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthnewpasswordintro4Inputs, {
    locale?: "fr";
}, {}>;
