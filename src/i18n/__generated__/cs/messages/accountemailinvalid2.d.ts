export { accountemailinvalid2 as "accountEmailInvalid" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountemailinvalid2Inputs = {};
/**

* @param {Accountemailinvalid2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const accountemailinvalid2: ((inputs?: Accountemailinvalid2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountemailinvalid2Inputs, {
    locale?: "cs";
}, {}>;
