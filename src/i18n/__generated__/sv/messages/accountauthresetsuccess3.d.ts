export { accountauthresetsuccess3 as "accountAuthResetSuccess" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthresetsuccess3Inputs = {};
/**

* @param {Accountauthresetsuccess3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const accountauthresetsuccess3: ((inputs?: Accountauthresetsuccess3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthresetsuccess3Inputs, {
    locale?: "sv";
}, {}>;
