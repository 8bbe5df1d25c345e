export { accountauthlastname3 as "accountAuthLastName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthlastname3Inputs = {};
/**

* @param {Accountauthlastname3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accountauthlastname3: ((inputs?: Accountauthlastname3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthlastname3Inputs, {
    locale?: "fr";
}, {}>;
