export { checkoutloggedin2 as "checkoutLoggedIn" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutloggedin2Inputs = {};
/**

* @param {Checkoutloggedin2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const checkoutloggedin2: ((inputs?: Checkoutloggedin2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutloggedin2Inputs, {
    locale?: "cs";
}, {}>;
