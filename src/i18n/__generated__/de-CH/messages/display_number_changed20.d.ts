export { display_number_changed20 as "DISPLAY_NUMBER_CHANGED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Display_Number_Changed20Inputs = {
    displayNumber: NonNullable<unknown>;
    oldDisplayNumber: NonNullable<unknown>;
};
/**

* @param {Display_Number_Changed20Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const display_number_changed20: ((inputs: Display_Number_Changed20Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Display_Number_Changed20Inputs, {
    locale?: "de-CH";
}, {}>;
