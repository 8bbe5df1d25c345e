export { formbirthdayyearhint3 as "formBirthdayYearHint" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Formbirthdayyearhint3Inputs = {};
/**

* @param {Formbirthdayyearhint3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const formbirthdayyearhint3: ((inputs?: Formbirthdayyearhint3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Formbirthdayyearhint3Inputs, {
    locale?: "fr";
}, {}>;
