export { accountauthnewpasswordintro4 as "accountAuthNewPasswordIntro" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthnewpasswordintro4Inputs = {};
/**

* @param {Accountauthnewpasswordintro4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const accountauthnewpasswordintro4: ((inputs?: Accountauthnewpasswordintro4Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthnewpasswordintro4Inputs, {
    locale?: "sv";
}, {}>;
