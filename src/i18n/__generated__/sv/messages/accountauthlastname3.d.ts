export { accountauthlastname3 as "accountAuthLastName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthlastname3Inputs = {};
/**

* @param {Accountauthlastname3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const accountauthlastname3: ((inputs?: Accountauthlastname3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthlastname3Inputs, {
    locale?: "sv";
}, {}>;
