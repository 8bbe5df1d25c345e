export { birthday_too_young16 as "BIRTHDAY_TOO_YOUNG" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Birthday_Too_Young16Inputs = {
    minAge: NonNullable<unknown>;
};
/**

* @param {Birthday_Too_Young16Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const birthday_too_young16: ((inputs: Birthday_Too_Young16Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Birthday_Too_Young16Inputs, {
    locale?: "sv";
}, {}>;
