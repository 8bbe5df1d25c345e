export { checkoutemailhint2 as "checkoutEmailHint" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutemailhint2Inputs = {};
/**

* @param {Checkoutemailhint2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const checkoutemailhint2: ((inputs?: Checkoutemailhint2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutemailhint2Inputs, {
    locale?: "sv";
}, {}>;
