export { accountauthloginwith3 as "accountAuthLoginWith" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthloginwith3Inputs = {};
/**

* @param {Accountauthloginwith3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accountauthloginwith3: ((inputs?: Accountauthloginwith3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthloginwith3Inputs, {
    locale?: "fr";
}, {}>;
