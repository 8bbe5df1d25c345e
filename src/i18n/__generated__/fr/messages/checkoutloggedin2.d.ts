export { checkoutloggedin2 as "checkoutLoggedIn" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutloggedin2Inputs = {};
/**

* @param {Checkoutloggedin2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const checkoutloggedin2: ((inputs?: Checkoutloggedin2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutloggedin2Inputs, {
    locale?: "fr";
}, {}>;
