export { checkoutloggedin2 as "checkoutLoggedIn" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutloggedin2Inputs = {};
/**

* @param {Checkoutloggedin2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const checkoutloggedin2: ((inputs?: Checkoutloggedin2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutloggedin2Inputs, {
    locale?: "sv";
}, {}>;
