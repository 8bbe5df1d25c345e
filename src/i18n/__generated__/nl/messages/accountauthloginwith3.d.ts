export { accountauthloginwith3 as "accountAuthLoginWith" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthloginwith3Inputs = {};
/**

* @param {Accountauthloginwith3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accountauthloginwith3: ((inputs?: Accountauthloginwith3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthloginwith3Inputs, {
    locale?: "nl";
}, {}>;
