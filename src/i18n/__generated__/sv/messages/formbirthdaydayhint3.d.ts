export { formbirthdaydayhint3 as "formBirthdayDayHint" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Formbirthdaydayhint3Inputs = {};
/**

* @param {Formbirthdaydayhint3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const formbirthdaydayhint3: ((inputs?: Formbirthdaydayhint3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Formbirthdaydayhint3Inputs, {
    locale?: "sv";
}, {}>;
